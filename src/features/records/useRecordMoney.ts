import { decimalToCents } from '@common/money';
import { useMemo } from 'react';
import { formatCents } from '../../i18n/formatMoney';
import { useStores } from '../../stores/StoresContext';

/**
 * Money of a report as this brand shows it: "₱1,234.50", signed "+₱500.00" / "-₱5.00", and the centavos. The same
 * functions while the currency stays, so memoised chart data does not redraw on every render.
 */
export function useRecordMoney() {
  const { settings } = useStores();
  const symbol = settings.brand.currency.symbol;
  return useMemo(() => {
    const cents = (decimal: string) => decimalToCents(decimal) ?? 0;
    const money = (decimal: string) => formatCents(cents(decimal), symbol);
    const signed = (decimal: string) => (cents(decimal) > 0 ? `+${money(decimal)}` : money(decimal));
    return { money, signed, cents, symbol };
  }, [symbol]);
}

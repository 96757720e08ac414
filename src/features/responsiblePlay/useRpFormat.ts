import { decimalToCents } from '@common/money';
import { formatCents } from '../../i18n/formatMoney';
import { useStores } from '../../stores/StoresContext';
import { useBrandTime } from '../../stores/useBrandTime';

/** A date and time in the brand's zone, as every responsible-play screen shows them. */
export const RP_DATE_TIME = 'MM/DD/YYYY HH:mm';

/** Money ("₱1,000.00") and moments (brand zone) for the responsible-play screens. */
export function useRpFormat() {
  const { settings } = useStores();
  const { formatDate } = useBrandTime();
  const symbol = settings.brand.currency.symbol;
  return {
    money: (decimal: string) => formatCents(decimalToCents(decimal) ?? 0, symbol),
    when: (ms: number) => formatDate(ms, RP_DATE_TIME),
    symbol,
  };
}

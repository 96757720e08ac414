import { decimalToCents } from '@common/money';
import { formatCents } from '../../i18n/formatMoney';
import { useStores } from '../../stores/StoresContext';

/** A Money string of a reply ("88.00") as this brand shows it ("₱88.00"). */
export function useMoneyText(): (decimal: string) => string {
  const { settings } = useStores();
  const symbol = settings.brand.currency.symbol;
  return (decimal) => formatCents(decimalToCents(decimal) ?? 0, symbol);
}

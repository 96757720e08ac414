import { decimalToCents } from '@common/money';
import { formatCents } from '../../i18n/formatMoney';
import { useStores } from '../../stores/StoresContext';

/** Shows a Money string of the API ("-12.50") with 2 decimals and the brand's currency ("-₱12.50"). */
export function useMoney(): (amount: string) => string {
  const { settings } = useStores();
  const symbol = settings.brand.currency.symbol;
  return (amount) => formatCents(decimalToCents(amount) ?? 0, symbol);
}

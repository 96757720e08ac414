import { formatCents } from '../i18n/formatMoney';
import { useStores } from './StoresContext';

/** The total balance as shown (2 decimals, brand currency), masked while hidden or reloading (SPEC §4). */
export function useBalanceText(): string {
  const { settings, wallet, ui } = useStores();
  return ui.balanceHidden || wallet.loading || wallet.balanceCents === undefined
    ? '****'
    : formatCents(wallet.balanceCents, settings.brand.currency.symbol);
}

import { useEffect } from 'react';
import { decimalToCents } from '@common/money';
import { formatCents } from '../../i18n/formatMoney';
import { useStores } from '../../stores/StoresContext';

/** Money as shown in this brand: `money(cents)` and `moneyText("500.00")` ("₱500.00"). */
export function useMoney() {
  const { settings } = useStores();
  const symbol = settings.brand.currency.symbol;
  const money = (cents: number) => formatCents(cents, symbol);
  const moneyText = (decimal: string) => money(decimalToCents(decimal) ?? 0);
  return { money, moneyText, symbol };
}

/**
 * While a screen shows the balance: a quiet refresh when the window gets focus or the tab becomes visible (back from
 * a game or the provider in another tab), at most once per 2 s (WalletStore.autoRefresh).
 */
export function useBalanceOnReturn(): void {
  const { wallet } = useStores();
  useEffect(() => {
    const onFocus = () => wallet.autoRefresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') wallet.autoRefresh();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [wallet]);
}

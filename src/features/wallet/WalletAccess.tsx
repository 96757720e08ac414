import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoresContext';
import { Notice } from './walletLayout';

/** Free (type 4) and trial accounts cannot use the wallet (SPEC §6). */
export function useIsFreeAccount(): boolean {
  const { session } = useStores();
  return session.memberType === 4 || session.session?.trial === true || session.member?.trial === 1;
}

/** The SPEC §6 refusal: "Please login an actual account to use this function". */
export function FreeAccountNotice() {
  const { t } = useTranslation();
  return <Notice role="alert">{t('apiError.auth_trial_forbidden')}</Notice>;
}

/**
 * A wallet screen's gate: free and trial accounts see the refusal instead of the screen (the server's 403 shows the
 * same text through `isTrialRefusal`). Visitors never get here: the route table sends them to login.
 */
export const WalletAccess = observer(function WalletAccess({ children }: { children: ReactNode }) {
  if (useIsFreeAccount()) return <FreeAccountNotice />;
  return <>{children}</>;
});

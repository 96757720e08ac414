import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/callApi';
import { paths } from '../../registry/paths';
import { useStores } from '../../stores/StoresContext';
import { clearClientState } from '../../stores/clearClientState';

/** Loading toast limit for sign-out (SPEC §4: up to 9999 s). */
const SIGN_OUT_LOADING_MS = 9_999_000;

/** Sign-out with confirmation: logout call with the token, client state cleared, home reloaded. */
export function useSignOut() {
  const { feedback } = useStores();
  const { t } = useTranslation();
  return async () => {
    const confirmed = await feedback.confirm({
      title: t('auth.in_popup_prompt'),
      message: t('auth.in_sure_logout'),
      confirmLabel: t('common.submit'),
      cancelLabel: t('common.cancel'),
    });
    if (!confirmed) return;
    feedback.showToast({ kind: 'loading', message: t('auth.in_please_wait'), duration: SIGN_OUT_LOADING_MS });
    try {
      // Invalidates the token on the server.
      await callApi('sessionLogout');
    } catch {
      // The server may already have ended the session; the client state is cleared either way.
    }
    clearClientState();
    window.location.assign(paths.home);
  };
}

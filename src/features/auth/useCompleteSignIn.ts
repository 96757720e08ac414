import { useNavigate, useSearchParams } from 'react-router';
import { callApi } from '../../api/callApi';
import { safeRedirect } from '../../registry/paths';
import type { SessionInfo } from '../../stores/SessionStore';
import { useStores } from '../../stores/StoresContext';

/** After login, registration or trial: keep the session, load member info and balance, go where the player was going. */
export function useCompleteSignIn() {
  const { session, wallet, feedback } = useStores();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return async (info: SessionInfo, { navigateTo }: { navigateTo?: string | false } = {}) => {
    session.signIn(info);
    // SPEC §4: the auth token appearing hides the loading toast.
    feedback.hideLoading();
    try {
      session.setMember((await callApi('memberInfo')).value);

      void wallet.refresh();
    } catch {
      // The header falls back to the session's user name; member info reloads on the next start.
    }
    if (navigateTo !== false) navigate(navigateTo ?? safeRedirect(params.get('redirect')), { replace: true });
  };
}

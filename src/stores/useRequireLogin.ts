import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '../registry/paths';
import { useStores } from './StoresContext';

/**
 * How a visitor is asked to sign in (SPEC §2, §4, §6): `page` sends them to /m/login?redirect=<here> (launching a
 * game, favourites, recents, the favourite star); `popup` opens the login popup over the page (member-centre
 * entries, the message centre), then goes to `next` when given.
 */
export type LoginPrompt = 'page' | 'popup';

/**
 * A guard for member-only actions: returns true when signed in; otherwise prompts the visitor to sign in as
 * `prompt` says and returns false. Routes that need a session use the route table's `access` instead.
 */
export function useRequireLogin(prompt: LoginPrompt = 'page'): (next?: string) => boolean {
  const { session, ui } = useStores();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (next) => {
    if (session.loggedIn) return true;
    if (prompt === 'popup') ui.openLoginPopup(next);
    else navigate(loginPath(next ?? pathname + search));
    return false;
  };
}

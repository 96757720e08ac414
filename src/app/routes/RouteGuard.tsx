import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { loginPath, paths } from '../../registry/paths';
import { isAgentType } from '../../registry/roles';
import { useStores } from '../../stores/StoresContext';
import { LoginRequired } from '../../ui/LoginRequired';
import type { RouteAccess } from './routeTable';
import { useRouteDef } from './useRouteDef';

/** Where a person who may not open a route is sent instead, or undefined when they may. */
export function redirectFor(
  access: RouteAccess | undefined,
  session: { loggedIn: boolean; memberType: number | undefined },
  from: string,
): string | undefined {
  switch (access) {
    case undefined:
      return undefined;
    case 'member':
      return session.loggedIn ? undefined : loginPath(from);
    case 'memberPopup':
      // Not a redirect: RouteGuard keeps the visitor here with the login popup.
      return undefined;
    case 'sessionOrHome':
      return session.loggedIn ? undefined : paths.home;
    case 'agent':
      return session.loggedIn && isAgentType(session.memberType) ? undefined : paths.home;
  }
}

/**
 * Applies the role rules of SPEC §6 that send a person elsewhere (a flag off, a visitor on a members' route, …)
 * around the shell, so nothing of the refused route is painted: its header, gone a frame later on the login page,
 * moved the page (a layout shift of 0.06).
 */
export const RouteGate = observer(function RouteGate({ children }: { children: ReactNode }) {
  const { session, settings } = useStores();
  const location = useLocation();
  const def = useRouteDef();
  // Routes with access rules or a flag are never server-rendered (routeTable.ts `ssr`): the session is in already.
  if (def?.flag && !settings.isOn(def.flag)) return <FlagOff />;
  const to = redirectFor(def?.access, session, location.pathname + location.search);
  return to ? <Navigate to={to} replace /> : children;
});

/** The rule that keeps a person on the route: a visitor on a `memberPopup` route gets the login popup (SPEC §6). */
export const RouteGuard = observer(function RouteGuard({
  access,
  children,
}: {
  access: RouteAccess | undefined;
  children: ReactNode;
}) {
  const { session } = useStores();
  const location = useLocation();
  if (access === 'memberPopup' && !session.loggedIn)
    return <LoginRequired next={location.pathname + location.search} />;
  return children;
});

/** A route whose flag is off: home, with the SPEC refusal (SPEC §8 'no permission or temporarily unavailable'). */
function FlagOff() {
  const { feedback } = useStores();
  const { t } = useTranslation();
  useEffect(() => {
    feedback.showToast({ message: t('apiError.auth_no_permission') });
  }, [feedback, t]);
  return <Navigate to={paths.home} replace />;
}

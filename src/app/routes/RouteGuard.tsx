import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPath, paths } from '../../registry/paths';
import { isAgentType } from '../../registry/roles';
import { useStores } from '../../stores/StoresContext';
import { LoginRequired } from '../../ui/LoginRequired';
import type { RouteAccess } from './routeTable';

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

/** Applies the role rules of SPEC §6 before a screen renders. */
export const RouteGuard = observer(function RouteGuard({
  access,
  children,
}: {
  access: RouteAccess | undefined;
  children: ReactNode;
}) {
  const { session } = useStores();
  const location = useLocation();
  const here = location.pathname + location.search;
  if (access === 'memberPopup' && !session.loggedIn) return <LoginRequired next={here} />;
  const to = redirectFor(access, session, here);
  return to ? <Navigate to={to} replace /> : children;
});

import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import type { FlagId } from '../../registry/flags';
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
  flag,
  children,
}: {
  access: RouteAccess | undefined;
  flag?: FlagId;
  children: ReactNode;
}) {
  const { session, settings } = useStores();
  const location = useLocation();
  const here = location.pathname + location.search;
  // Routes with access rules or a flag are never server-rendered (routeTable.ts `ssr`): the session is in already.
  if (flag && !settings.isOn(flag)) return <FlagOff />;
  if (access === 'memberPopup' && !session.loggedIn) return <LoginRequired next={here} />;
  const to = redirectFor(access, session, here);
  return to ? <Navigate to={to} replace /> : children;
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

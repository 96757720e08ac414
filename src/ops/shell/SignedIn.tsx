import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import type { OpsMe } from '@common/generated/api';
import { opsCall, opsToken } from '../api';
import { errorCode, opsErrorText } from '../errorText';
import { accessOf, OpsAccessContext } from '../me';
import { screens } from '../screens';
import { Layout } from './Layout';
import { ScreenRoute, screenComponents } from './ScreenRoute';

/** Where sign-in goes back to: the page asked for (inside the console). */
export const signInPath = (next: string) => `/sign-in?next=${encodeURIComponent(next)}`;

/** The signed-in console: loads the operator (GET /ops/api/me), then the frame and the screen asked for. */
export function SignedIn() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<{ me?: OpsMe; error?: unknown }>({});
  const [attempt, setAttempt] = useState(0);
  const token = opsToken.get();

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    opsCall('opsMe', { signal: controller.signal }).then(
      (me) => setState({ me }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Signed in, but the role needs two-factor sign-in first (docs/operations.md): nothing else until enrolled.
        if (errorCode(error) === 'ops.totp.enrol') navigate('/enrol', { replace: true });
        else setState({ error });
      },
    );
    return () => controller.abort();
  }, [token, attempt, navigate]);

  const signOut = useCallback(() => {
    // The token is forgotten whatever the server answers: signing out must never be refused by a network blip.
    opsCall('opsSignOut').catch(() => undefined);
    opsToken.set(undefined);
    navigate('/sign-in', { replace: true });
  }, [navigate]);
  const access = useMemo(() => (state.me ? accessOf(state.me, signOut) : undefined), [state.me, signOut]);

  if (!token) return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  if (state.error)
    return (
      <div role="alert" css={{ padding: 24 }}>
        <p>{opsErrorText(t, state.error)}</p>
        <button type="button" onClick={() => (setState({}), setAttempt((n) => n + 1))}>
          {t('retry')}
        </button>
      </div>
    );
  // A role that requires two-factor sign-in, not yet set up: the enrolment and nothing else (the server agrees).
  if (state.me?.mustEnrolTotp) return <Navigate to="/enrol" replace />;
  if (!access)
    return (
      <p role="status" css={{ padding: 24 }}>
        {t('loading')}
      </p>
    );
  const first = screens.find((screen) => access.can(screen.permission));
  return (
    <OpsAccessContext.Provider value={access}>
      <Layout>
        <Routes>
          {screens.map((screen) => (
            <Route
              key={screen.path}
              path={`${screen.path}/*`}
              element={<ScreenRoute screen={screen} Screen={screenComponents.get(screen.path)!} />}
            />
          ))}
          <Route index element={first ? <Navigate to={`/${first.path}`} replace /> : <p>{t('noScreens')}</p>} />
          <Route path="*" element={<p>{t('notFound')}</p>} />
        </Routes>
      </Layout>
    </OpsAccessContext.Provider>
  );
}

import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { SiteStatusView } from '../features/status/SiteStatusView';
import { useStores } from '../stores/StoresContext';
import { FeedbackHost } from '../ui/feedback/FeedbackHost';
import { AppProviders } from './AppProviders';
import type { Booted } from './bootstrap';
import { DevConfigOverlay } from './DevConfigOverlay';
import { AppRoutes } from './routes/AppRoutes';

/**
 * The QA drawer's gate, only in a build made with VITE_QA_DRAWER=on (npm run build:qa, npm start): Vite replaces the
 * condition by a constant, so the production build (npm run build) carries none of its code (docs/qa.md).
 */
const QaDrawerGate = import.meta.env.VITE_QA_DRAWER === 'on' ? lazy(() => import('./qa/QaDrawerGate')) : undefined;

/** Maintenance (alone or with region restriction) wins; region restriction alone shows its view; else the app. */
const SiteGate = observer(function SiteGate({ Router }: { Router: ComponentType<{ children: ReactNode }> }) {
  const { settings } = useStores();
  if (settings.maintenance) return <SiteStatusView kind="maintenance" />;
  if (settings.regionRestricted) return <SiteStatusView kind="restricted" />;
  return (
    <Router>
      <AppRoutes />
    </Router>
  );
});

export interface AppProps extends Pick<Booted, 'store' | 'theme' | 'i18n'> {
  /** The router: the browser's history, or on the server one fixed location (src/entry-server.tsx). */
  Router?: ComponentType<{ children: ReactNode }>;
  /** Called once the app's first render is in the page (for a hydrated page: once its root is hydrated). */
  onCommitted?: () => void;
}

/** The running app: providers, the site gate, feedback, and the dev-only configuration overlay. */
export function App({ store, theme, i18n, Router = BrowserRouter, onCommitted }: AppProps) {
  useEffect(() => {
    onCommitted?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the first commit
  }, []);
  return (
    <AppProviders store={store} theme={theme} i18n={i18n}>
      <SiteGate Router={Router} />
      <FeedbackHost store={store.feedback} />
      {import.meta.env.DEV && <DevConfigOverlay />}
      {QaDrawerGate && (
        <Suspense fallback={null}>
          <QaDrawerGate />
        </Suspense>
      )}
    </AppProviders>
  );
}

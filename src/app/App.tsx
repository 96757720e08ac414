import { observer } from 'mobx-react-lite';
import { BrowserRouter } from 'react-router';
import { SiteStatusView } from '../features/status/SiteStatusView';
import { useStores } from '../stores/StoresContext';
import { FeedbackHost } from '../ui/feedback/FeedbackHost';
import { AppProviders } from './AppProviders';
import type { Booted } from './bootstrap';
import { DevConfigOverlay } from './DevConfigOverlay';
import { AppRoutes } from './routes/AppRoutes';

/** Maintenance (alone or with region restriction) wins; region restriction alone shows its view; else the app. */
const SiteGate = observer(function SiteGate() {
  const { settings } = useStores();
  if (settings.maintenance) return <SiteStatusView kind="maintenance" />;
  if (settings.regionRestricted) return <SiteStatusView kind="restricted" />;
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
});

/** The running app: providers, the site gate, feedback, and the dev-only configuration overlay. */
export function App({ store, theme, i18n }: Booted) {
  return (
    <AppProviders store={store} theme={theme} i18n={i18n}>
      <SiteGate />
      <FeedbackHost store={store.feedback} />
      {import.meta.env.DEV && <DevConfigOverlay />}
    </AppProviders>
  );
}

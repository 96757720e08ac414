import { lazy, Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders';
import type { Booted } from './bootstrap';
import { DevConfigOverlay } from './DevConfigOverlay';

const PlaceholderHome = lazy(() => import('../features/home/PlaceholderHome'));

/** The running app: providers, routes, and the dev-only configuration overlay. */
export function App({ store, theme, i18n, logoUrl }: Booted) {
  const router = createBrowserRouter(
    [
      { path: '/', element: <PlaceholderHome logoUrl={logoUrl} /> },
      { path: '/home', element: <PlaceholderHome logoUrl={logoUrl} /> },
      { path: '*', element: <PlaceholderHome logoUrl={logoUrl} /> },
    ],
    { basename: '/m' },
  );
  return (
    <AppProviders store={store} theme={theme} i18n={i18n}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
      {import.meta.env.DEV && <DevConfigOverlay />}
    </AppProviders>
  );
}

import { Navigate, Route, Routes, useLocation } from 'react-router';
import { ShellLayout } from '../shell/ShellLayout';
import { LazyScreen } from './LazyScreen';
import { RouteGate, RouteGuard } from './RouteGuard';
import { routeAliases, routeTable } from './routeTable';
import { notFoundScreen as notFound, placeholderScreen as placeholder } from './screenLoaders';

/** An alias keeps its query string (e.g. /m/index.html?x=1 → /m/home?x=1). */
function AliasRedirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}

/** Every route of the route table inside the shell, plus aliases and a not-found page. */
export function AppRoutes() {
  return (
    <Routes>
      {Object.entries(routeAliases).map(([from, to]) => (
        <Route key={from} path={from} element={<AliasRedirect to={to} />} />
      ))}
      <Route
        element={
          <RouteGate>
            <ShellLayout />
          </RouteGate>
        }
      >
        {routeTable.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              <RouteGuard access={route.access}>
                <LazyScreen load={route.screen ?? placeholder} />
              </RouteGuard>
            }
          />
        ))}
        <Route path="*" element={<LazyScreen load={notFound} />} />
      </Route>
    </Routes>
  );
}

import { Route, useLocation } from 'wouter';
import { RouteError } from '../../components/route-error.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { useMatchedRoute } from './matched-route.ts';

/**
 * Where a layout shows its screen. A screen that fails shows the error here, inside the layout (the shell
 * keeps working); wouter's Route gives the screen its params (useParams).
 */
export function Outlet() {
  const { pattern, screen } = useMatchedRoute();
  const [pathname] = useLocation();
  return (
    <ErrorBoundary fallback={<RouteError />} resetKey={pathname}>
      <Route path={pattern} component={screen} />
    </ErrorBoundary>
  );
}

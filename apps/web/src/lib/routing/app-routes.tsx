import { Suspense } from 'react';
import { Route, useLocation } from 'wouter';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { MatchedRouteContext } from './matched-route.ts';
import { matchScreen, preloadScreen, type RouteTable } from './route-table.ts';
import { useScrollToTop } from './scroll-to-top.ts';

/**
 * The app's screens: the one the address names, in its layout if it has one. While a screen's code (or
 * the shell's, with its texts) loads, the full-page loader shows; a layout shows its own loader inside.
 */
export function AppRoutes({ table }: { table: RouteTable }) {
  const [pathname] = useLocation();
  const matched = matchScreen(table, pathname);
  useScrollToTop(pathname);
  const Layout = matched.layout;
  // The screen's code downloads beside its layout's, not after it.
  void preloadScreen(matched);
  return (
    <ErrorBoundary fallback={<RouteError standalone />} resetKey={pathname}>
      <Suspense fallback={<FullPageLoader />}>
        <MatchedRouteContext value={matched}>
          {Layout ? <Layout /> : <Route path={matched.pattern} component={matched.screen} />}
        </MatchedRouteContext>
      </Suspense>
    </ErrorBoundary>
  );
}

import { type ComponentType, lazy } from 'react';

/** A screen whose code loads the first time it shows (React.lazy wants a module with `default`). */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((Component) => ({ default: Component })));
}

import { type ComponentType, lazy } from 'react';
import type { RouteComponent } from './route-table.ts';

/**
 * React.lazy wants a module with `default`; `preload` starts the same download, so a screen inside a
 * layout need not wait for the layout's code before its own starts (one round trip, not two).
 */
export function lazyScreen(load: () => Promise<ComponentType>): RouteComponent {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () => {
    loading ??= load().then((Component) => ({ default: Component }));
    return loading;
  };
  return Object.assign(lazy(start), { preload: () => void start() });
}

import { type ComponentType, lazy } from 'react';

/** A screen whose code loads the first time it shows, or earlier when asked (`preload`). */
export type LazyScreen = ComponentType & { preload?: () => void };

/**
 * React.lazy wants a module with `default`; `preload` starts the same download, so a screen inside a
 * layout need not wait for the layout's code before its own starts (one round trip, not two).
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () => {
    loading ??= load().then((Component) => ({ default: Component }));
    return loading;
  };
  return Object.assign(lazy(start), { preload: () => void start() });
}

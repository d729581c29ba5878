import { type ComponentType, createElement, lazy, useState } from 'react';
import type { RouteComponent } from './route-table.ts';

/**
 * React.lazy wants a module with `default`; `preload` starts the same download, so a screen inside a
 * layout need not wait for the layout's code before its own starts (one round trip, not two). A screen
 * whose code is already in when it mounts renders at once: React.lazy would still suspend for a moment,
 * and its loader would replace the frame the server painted (main.tsx) for a frame.
 */
export function lazyScreen(load: () => Promise<ComponentType>): RouteComponent {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const start = () => {
    loading ??= load().then((Component) => {
      loaded = Component;
      return { default: Component };
    });
    return loading;
  };
  const Lazy = lazy(start);
  // A failed download shows when the screen renders (lazy throws it to the error boundary), not here.
  const preload = () =>
    start().then(
      () => undefined,
      () => undefined,
    );
  function Screen(props: object) {
    // Chosen once per mount: switching from Lazy to the component later would mount the screen again.
    const [ready] = useState(() => loaded);
    return createElement(ready ?? Lazy, props);
  }
  return Object.assign(Screen, { preload });
}

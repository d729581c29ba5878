import { type ReactElement, Suspense, useState } from 'react';

export interface TargetEvents {
  onClick: () => void;
  /** A pointer over the button or focus on it fetches the code, so the click rarely waits for it. */
  onPointerEnter: () => void;
  onFocus: () => void;
}

export interface OpenState {
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/**
 * A menu or popover drawn as its button until first opened (DeferredMenu, DeferredPopover). Before that
 * the button gets `events` (the first click opens it; `load` fetches its code early); after, `open`
 * draws the real one, with the plain button while its code arrives.
 */
export function useFirstOpen(
  load: () => Promise<unknown>,
  target: (events?: TargetEvents) => ReactElement,
  open: (state: OpenState) => ReactElement,
): ReactElement {
  const [used, setUsed] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!used)
    return target({
      onClick: () => {
        setUsed(true);
        setOpened(true);
      },
      onPointerEnter: () => void load(),
      onFocus: () => void load(),
    });
  return <Suspense fallback={target()}>{open({ opened, onChange: setOpened })}</Suspense>;
}

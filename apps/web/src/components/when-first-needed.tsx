import { type ReactNode, Suspense, useState } from 'react';

/**
 * A part of a screen loaded (React.lazy) the first time it is needed — a modal, a search panel — so the
 * screen's first download stays small; mounted from then on, so it still closes with its animation.
 */
export function WhenFirstNeeded({ needed, children }: { needed: boolean; children: ReactNode }) {
  const [ever, setEver] = useState(needed);
  if (needed && !ever) setEver(true);
  if (!needed && !ever) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}

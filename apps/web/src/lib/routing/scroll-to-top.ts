import { useLayoutEffect, useRef } from 'react';

// Back and forward (popstate) leave the scroll to the browser, which restores it, as React Router did.
let poppedBack = false;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    poppedBack = true;
  });
  // wouter's patched history sends these for every navigate() and link.
  for (const type of ['pushState', 'replaceState']) {
    window.addEventListener(type, () => {
      poppedBack = false;
    });
  }
}

/** A link or navigate() to another path starts the new screen at its top (React Router's ScrollRestoration). */
export function useScrollToTop(pathname: string): void {
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    // The first screen keeps what the browser did on load (a reload restores the scroll).
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (!poppedBack) window.scrollTo(0, 0);
    poppedBack = false;
  }, [pathname]);
}

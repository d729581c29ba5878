import { type RefObject, useEffect } from 'react';

/**
 * While `active`, brings `ref`'s element back on screen when the page around it moves. On a phone a
 * chosen customer's card grows when their history arrives, after the seller may already be in the
 * product search below it: the field would slide under the fold, and Mantine hides a dropdown whose
 * field is off screen, so the suggestions would vanish while typing.
 */
export function useKeptInView(ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const { top, bottom } = element.getBoundingClientRect();
      const height = window.visualViewport?.height ?? window.innerHeight;
      if (top < 0 || bottom > height) element.scrollIntoView({ block: 'nearest' });
    });
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref, active]);
}

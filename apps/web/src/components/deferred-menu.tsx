import type { MenuProps } from '@mantine/core';
import { lazy, type ReactElement, type ReactNode } from 'react';
import type { MenuParts } from './opened-menu.tsx';
import { type TargetEvents, useFirstOpen } from './use-first-open.tsx';

export type { MenuParts };

const loadOpenedMenu = () => import('./opened-menu.tsx');
const OpenedMenu = lazy(() => loadOpenedMenu().then((m) => ({ default: m.OpenedMenu })));

export interface DeferredMenuProps extends Omit<MenuProps, 'children' | 'opened' | 'onChange'> {
  /**
   * The button that opens the menu, drawn by the caller: with `events` until the menu's code is in (the
   * first click opens it), without once Mantine's Menu owns it.
   */
  target: (events?: TargetEvents) => ReactElement;
  /** The dropdown's content, made when the menu opens. */
  children: (menu: MenuParts) => ReactNode;
}

/**
 * A Mantine Menu that is only its button until first used. Mantine's Menu brings its popover, floating-ui
 * and focus handling (about 20 KB brotli): a screen's first visit downloads none of it for menus nobody
 * has opened yet, and a table's rows do not each render a menu.
 */
export function DeferredMenu({ target, children, ...menuProps }: DeferredMenuProps) {
  return useFirstOpen(loadOpenedMenu, target, (state) => (
    <OpenedMenu {...menuProps} {...state} target={target()}>
      {children}
    </OpenedMenu>
  ));
}

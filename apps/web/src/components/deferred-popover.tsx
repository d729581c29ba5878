import type { PopoverProps } from '@mantine/core';
import { lazy, type ReactElement, type ReactNode } from 'react';
import { type TargetEvents, useFirstOpen } from './use-first-open.tsx';

const loadOpenedPopover = () => import('./opened-popover.tsx');
const OpenedPopover = lazy(() => loadOpenedPopover().then((m) => ({ default: m.OpenedPopover })));

export interface DeferredPopoverProps extends Omit<PopoverProps, 'children' | 'opened' | 'onChange'> {
  /** The button that opens it: with `events` until the popover's code is in, without once it is. */
  target: (events?: TargetEvents) => ReactElement;
  /** The dropdown's content, made when it opens. */
  children: () => ReactNode;
}

/** A Mantine Popover that is only its button until first opened (as DeferredMenu: one per table row). */
export function DeferredPopover({ target, children, ...popoverProps }: DeferredPopoverProps) {
  return useFirstOpen(loadOpenedPopover, target, (state) => (
    <OpenedPopover {...popoverProps} {...state} target={target()}>
      {children}
    </OpenedPopover>
  ));
}

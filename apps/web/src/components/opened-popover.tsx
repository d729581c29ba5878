import { Popover, type PopoverProps } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';

interface OpenedPopoverProps extends Omit<PopoverProps, 'children'> {
  target: ReactElement;
  children: () => ReactNode;
}

/** A DeferredPopover once opened (its own module: Popover's code loads with the first one opened). */
export function OpenedPopover({ target, children, ...popoverProps }: OpenedPopoverProps) {
  return (
    <Popover {...popoverProps}>
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown>{popoverProps.opened ? children() : null}</Popover.Dropdown>
    </Popover>
  );
}

import { Menu, type MenuProps } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';

/** The parts a menu's content is made of (Item, Label, Divider), handed over once the menu's code is in. */
export type MenuParts = typeof Menu;

interface OpenedMenuProps extends Omit<MenuProps, 'children'> {
  target: ReactElement;
  children: (menu: MenuParts) => ReactNode;
}

/** A DeferredMenu once used (its own module: the menu's code loads with the first use of any menu). */
export function OpenedMenu({ target, children, ...menuProps }: OpenedMenuProps) {
  return (
    <Menu {...menuProps}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>{menuProps.opened ? children(Menu) : null}</Menu.Dropdown>
    </Menu>
  );
}

import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTexts } from '../i18n/use-texts.ts';

/**
 * A table row's Action menu: the ⋮ button (labelled "Actions for NAME") and its items (`Menu.Item`s, or
 * a function that makes them), the one shape every list uses. Until its first click a row has only the
 * button: a Mantine Menu per row (popover, transitions, focus handling) is most of a 100-row table's
 * work, and the items are made only when the menu opens.
 */
export function RowMenu({
  name,
  disabled,
  children,
}: {
  name: string;
  disabled?: boolean;
  children: ReactNode | (() => ReactNode);
}) {
  const t = useTexts();
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const button = (onClick?: () => void) => (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={t('common.rowActions', { name })}
      disabled={disabled}
      onClick={onClick}
    >
      <IconDotsVertical size={18} />
    </ActionIcon>
  );
  if (!used)
    return button(() => {
      setUsed(true);
      setOpened(true);
    });
  return (
    <Menu position="bottom-end" withinPortal shadow="md" opened={opened} onChange={setOpened}>
      <Menu.Target>{button()}</Menu.Target>
      <Menu.Dropdown>{typeof children === 'function' ? opened && children() : children}</Menu.Dropdown>
    </Menu>
  );
}

import { IconDotsVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTexts } from '../i18n/use-texts.ts';
import { DeferredMenu, type MenuParts } from './deferred-menu.tsx';
import { IconButton } from './icon-button.tsx';

/**
 * A table row's Action menu: the ⋮ button (labelled "Actions for NAME") and its items, made from the
 * menu's parts when it opens. Until its first click a row has only the button (DeferredMenu): a Mantine
 * Menu per row was most of a 100-row table's work.
 */
export function RowMenu({
  name,
  disabled,
  children,
}: {
  name: string;
  disabled?: boolean;
  children: (menu: MenuParts) => ReactNode;
}) {
  const t = useTexts();
  return (
    <DeferredMenu
      position="bottom-end"
      withinPortal
      shadow="md"
      target={(events) => (
        <IconButton tone="gray" aria-label={t('common.rowActions', { name })} disabled={disabled} {...events}>
          <IconDotsVertical size={18} />
        </IconButton>
      )}
    >
      {children}
    </DeferredMenu>
  );
}

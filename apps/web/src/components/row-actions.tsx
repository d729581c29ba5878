import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowMenu } from './row-menu.tsx';

interface RowActionsProps {
  /** The row's name, for the menu's accessible label "Actions for NAME". */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Why Delete is not offered for this row (e.g. one's own account); shown instead of the item. */
  deleteDisabled?: boolean;
}

/** The per-row Action menu of the spec's tables: Edit and Delete. */
export function RowActions({ name, onEdit, onDelete, deleteDisabled }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <RowMenu name={name}>
      {(menu) => (
        <>
          <menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
            {t('common.edit')}
          </menu.Item>
          <menu.Item
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={onDelete}
            disabled={deleteDisabled}
          >
            {t('common.delete')}
          </menu.Item>
        </>
      )}
    </RowMenu>
  );
}

import type { SortDirection } from '@chalan/core/loss-profit/schemas';
import { UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';

/**
 * A column title that sorts the table: a click sorts by it (lowest first), a second click turns the
 * order round. Its name says how it is sorted, in the user's language.
 */
export function SortTitle({
  label,
  direction,
  onSort,
}: {
  label: string;
  /** How the table is sorted by this column; null when by another. */
  direction: SortDirection | null;
  onSort: (direction: SortDirection) => void;
}) {
  const t = useTexts();
  const Icon = direction === null ? IconSelector : direction === 'asc' ? IconArrowUp : IconArrowDown;
  const state =
    direction === null
      ? t('table.sortBy', { column: label })
      : `${label}, ${t(direction === 'asc' ? 'table.sortedAscending' : 'table.sortedDescending')}`;
  return (
    <UnstyledButton
      onClick={() => onSort(direction === 'asc' ? 'desc' : 'asc')}
      aria-label={state}
      title={state}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, font: 'inherit', color: 'inherit' }}
    >
      {label}
      <Icon size={14} aria-hidden style={{ opacity: direction === null ? 0.4 : 1, flexShrink: 0 }} />
    </UnstyledButton>
  );
}

import type { TableSelection } from '../../../../components/list-table/list-selection.tsx';
import { useTexts } from '../../../../i18n/use-texts.ts';

/**
 * A table's checkbox selection of the orders on its page, each box named for screen readers
 * ("Select order CODE", "Select all orders on this page"); none without `onChange` (a read-only list).
 */
export function useOrderSelection<T>(
  codeOf: (row: T) => string,
  selected: T[] | undefined,
  onChange: ((rows: T[]) => void) | undefined,
): TableSelection<T> | undefined {
  const t = useTexts();
  if (!onChange) return undefined;
  return {
    selectedRecords: selected ?? [],
    onSelectedRecordsChange: onChange,
    allRecordsSelectionCheckboxProps: { 'aria-label': t('orderLists.selectPage') },
    getRecordSelectionCheckboxProps: (row: T) => ({
      'aria-label': t('orderLists.selectOrder', { code: codeOf(row) }),
    }),
  };
}

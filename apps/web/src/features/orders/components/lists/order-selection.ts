import { useTranslation } from 'react-i18next';

/**
 * A DataTable's checkbox selection of the orders on its page, each box named for screen readers
 * ("Select order CODE", "Select all orders on this page"); nothing without `onChange` (a read-only list).
 */
export function useOrderSelection<T>(
  codeOf: (row: T) => string,
  selected: T[] | undefined,
  onChange: ((rows: T[]) => void) | undefined,
) {
  const { t } = useTranslation();
  if (!onChange) return {};
  return {
    selectedRecords: selected ?? [],
    onSelectedRecordsChange: onChange,
    allRecordsSelectionCheckboxProps: { 'aria-label': t('orderLists.selectPage') },
    getRecordSelectionCheckboxProps: (row: T) => ({
      'aria-label': t('orderLists.selectOrder', { code: codeOf(row) }),
    }),
  };
}

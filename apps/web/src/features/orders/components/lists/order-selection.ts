import { useCallbackRef } from '@mantine/hooks';
import { useMemo } from 'react';
import type { TableSelection } from '../../../../components/list-table/list-selection.tsx';
import { useTexts, useTextsVersion } from '../../../../i18n/use-texts.ts';

/**
 * A table's checkbox selection of the orders on its page, each box named for screen readers
 * ("Select order CODE", "Select all orders on this page"); none without `onChange` (a read-only list).
 * The boxes' names stay the same function while only the selection changes, so a click redraws one row.
 */
export function useOrderSelection<T>(
  codeOf: (row: T) => string,
  selected: T[] | undefined,
  onChange: ((rows: T[]) => void) | undefined,
): TableSelection<T> | undefined {
  const t = useTexts();
  const version = useTextsVersion();
  const code = useCallbackRef(codeOf);
  const boxName = useMemo(() => {
    void version;
    return (row: T) => ({ 'aria-label': t('orderLists.selectOrder', { code: code(row) }) });
  }, [t, code, version]);
  return useMemo(() => {
    if (!onChange) return undefined;
    return {
      selectedRecords: selected ?? [],
      onSelectedRecordsChange: onChange,
      allRecordsSelectionCheckboxProps: { 'aria-label': t('orderLists.selectPage') },
      getRecordSelectionCheckboxProps: boxName,
    };
  }, [selected, onChange, t, boxName]);
}

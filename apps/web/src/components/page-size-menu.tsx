import { PAGE_SIZES } from '@chalan/core/page-sizes';
import { Button, Group, type MantineSize, Menu, rem, Text } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import type { DataTablePaginationRenderContext } from 'mantine-datatable';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../lib/use-format.ts';

/** The heights of mantine-datatable's own selector, so the pager looks as before. */
const HEIGHTS: Record<MantineSize, number> = { xs: 22, sm: 26, md: 32, lg: 38, xl: 44 };

/**
 * A DataTable's page-size choice (PAGE_SIZES) in the user's digits: the table's own writes its numbers
 * as they are. Its look and class names are the table's; nothing when the table takes no page size.
 */
export function PageSizeMenu({ pager }: { pager: DataTablePaginationRenderContext }) {
  const { t } = useTranslation();
  const format = useFormat();
  const labelId = useId();
  const valueId = useId();
  const { state, actions } = pager;
  const choose = actions.setRecordsPerPage;
  if (!choose) return null;
  const size = state.paginationSize;
  const height = rem(HEIGHTS[size] ?? HEIGHTS.sm);
  return (
    <Group gap="xs">
      <Text id={labelId} component="div" size={size}>
        {t('table.pageSize')}
      </Text>
      <Menu
        withinPortal
        withArrow
        offset={2}
        classNames={{ arrow: 'mantine-datatable-page-size-selector-menu-arrow' }}
      >
        <Menu.Target>
          {/* Named "Page size 10", not only "10". */}
          <Button
            aria-labelledby={`${labelId} ${valueId}`}
            size={size}
            variant="default"
            fw="normal"
            h={height}
            px={size}
            classNames={{ section: 'mantine-datatable-page-size-selector-button-icon' }}
            rightSection={<IconSelector size={14} />}
          >
            <span id={valueId}>{format.number(state.recordsPerPage ?? PAGE_SIZES[0])}</span>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {PAGE_SIZES.map((option) => (
            <Menu.Item
              key={option}
              h={height}
              className={
                option === state.recordsPerPage ? 'mantine-datatable-page-size-selector-active' : undefined
              }
              // Not disabled: the menu opens with focus on its first item (Escape then closes it), and
              // choosing the current size again simply closes the menu.
              aria-current={option === state.recordsPerPage ? 'true' : undefined}
              onClick={() => {
                if (option !== state.recordsPerPage) choose(option);
              }}
            >
              <Text component="div" size={size}>
                {format.number(option)}
              </Text>
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

/** A pager as the table lays it out (range, page size, pages), with the page size in the user's digits. */
export function renderPager(pager: DataTablePaginationRenderContext) {
  const { Controls } = pager;
  return (
    <>
      <Controls.Text />
      <PageSizeMenu pager={pager} />
      <Controls.Pagination />
    </>
  );
}

/** The page sizes as a Select's choices, in the user's digits (a list's own page-size Select). */
export function usePageSizeChoices() {
  const format = useFormat();
  return PAGE_SIZES.map((size) => ({ value: String(size), label: format.number(size) }));
}

import { PAGE_SIZES, type PageSize } from '@chalan/core/page-sizes';
import { Button, Group, Text } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import { useId } from 'react';
import { useTexts } from '../i18n/use-texts.ts';
import { useFormat } from '../lib/use-format.ts';
import { DeferredMenu } from './deferred-menu.tsx';
import classes from './list-table/list-table.module.css';

/**
 * A list's page-size choice (PAGE_SIZES), named "Page size 10" for screen readers, in the user's digits.
 */
export function PageSizeMenu({ size, onChange }: { size: number; onChange: (size: PageSize) => void }) {
  const t = useTexts();
  const format = useFormat();
  const labelId = useId();
  const valueId = useId();
  return (
    <Group gap="xs">
      <Text id={labelId} component="div" size="sm">
        {t('table.pageSize')}
      </Text>
      <DeferredMenu
        withinPortal
        withArrow
        offset={2}
        target={(events) => (
          <Button
            aria-labelledby={`${labelId} ${valueId}`}
            size="compact-sm"
            variant="default"
            fw="normal"
            rightSection={<IconSelector size={14} />}
            {...events}
          >
            <span id={valueId}>{format.number(size)}</span>
          </Button>
        )}
      >
        {(menu) =>
          PAGE_SIZES.map((option) => (
            <menu.Item
              key={option}
              className={option === size ? classes.current : undefined}
              // Not disabled: the menu opens with focus on its first item (Escape then closes it), and
              // choosing the current size again simply closes the menu.
              aria-current={option === size ? 'true' : undefined}
              onClick={() => {
                if (option !== size) onChange(option);
              }}
            >
              {format.number(option)}
            </menu.Item>
          ))
        }
      </DeferredMenu>
    </Group>
  );
}

/** The page sizes as a Select's choices, in the user's digits (a list's own page-size Select). */
export function usePageSizeChoices() {
  const format = useFormat();
  return PAGE_SIZES.map((size) => ({ value: String(size), label: format.number(size) }));
}

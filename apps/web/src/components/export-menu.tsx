import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyApiError } from '../lib/notify.ts';

/** One thing an Export menu downloads; without `download` it is shown greyed out (nothing selected yet). */
export interface ExportChoice {
  label: string;
  download?: () => Promise<void>;
}

/** An Export button whose menu says what to download: the selected rows, the listed ones, or all. */
export function ExportMenu({ label, choices }: { label: string; choices: readonly ExportChoice[] }) {
  const [busy, setBusy] = useState(false);

  async function run(download: () => Promise<void>) {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      notifyApiError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          rightSection={<IconChevronDown size={14} />}
          loading={busy}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {choices.map(({ label: choice, download }) => (
          <Menu.Item key={choice} disabled={!download} onClick={() => download && void run(download)}>
            {choice}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

type Params = Record<string, string>;

/**
 * Export of an order list: the selected orders (`ids`, where the list can select), the listed ones
 * (the list's status, search and filters) and all of them (`all`: every order the screen covers).
 */
export function OrderExportMenu({
  label,
  download,
  selectedIds,
  listed,
  listedCount,
  all,
}: {
  label: string;
  /** Downloads exported_data.csv for these query parameters. */
  download: (params: Params) => Promise<void>;
  /** Left out where the list has no selection. */
  selectedIds?: readonly string[];
  listed: Params;
  listedCount?: number;
  all: Params;
}) {
  const { t } = useTranslation();
  const choices: ExportChoice[] = [];
  if (selectedIds)
    choices.push({
      label: t('orderLists.toolbar.exportSelected', { count: selectedIds.length }),
      download: selectedIds.length > 0 ? () => download({ ids: selectedIds.join(',') }) : undefined,
    });
  choices.push(
    {
      label:
        listedCount === undefined
          ? t('orderLists.toolbar.exportListed')
          : t('orderLists.toolbar.exportListedCount', { count: listedCount }),
      download: () => download(listed),
    },
    { label: t('orderLists.toolbar.exportAll'), download: () => download(all) },
  );
  return <ExportMenu label={label} choices={choices} />;
}

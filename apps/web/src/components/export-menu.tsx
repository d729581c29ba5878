import type { ExportColumnLanguage } from '@chalan/core/export-columns';
import { Button } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportColumnsFor, savedExportColumns, saveExportColumns } from '../lib/export-columns.ts';
import { notifyApiError } from '../lib/notify.ts';
import { DeferredMenu } from './deferred-menu.tsx';

const ExportColumnsChoice = lazy(() =>
  import('./export-columns-choice.tsx').then((m) => ({ default: m.ExportColumnsChoice })),
);

/** One thing an Export menu downloads; without `download` it is shown greyed out (nothing selected yet). */
export interface ExportChoice {
  label: string;
  /** Downloads it with the header row in `columns`' language. */
  download?: (columns: ExportColumnLanguage) => Promise<void>;
}

/**
 * An Export button whose menu says what to download: the selected rows, the listed ones, or all. On
 * Bangla screens it also asks for the column names: Bangla, or the English ones a program reads
 * (remembered on the device).
 */
export function ExportMenu({ label, choices }: { label: string; choices: readonly ExportChoice[] }) {
  const { i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState(savedExportColumns);
  const bangla = i18n.language === 'bn';
  const columns = exportColumnsFor(i18n.language, chosen);

  async function run(download: NonNullable<ExportChoice['download']>) {
    setBusy(true);
    try {
      await download(columns);
    } catch (error) {
      notifyApiError(error);
    } finally {
      setBusy(false);
    }
  }

  function choose(next: ExportColumnLanguage) {
    setChosen(next);
    saveExportColumns(next);
  }

  return (
    <DeferredMenu
      position="bottom-end"
      withinPortal
      shadow="md"
      target={(events) => (
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          rightSection={<IconChevronDown size={14} />}
          loading={busy}
          {...events}
        >
          {label}
        </Button>
      )}
    >
      {(menu) => (
        <>
          {bangla ? (
            <>
              <Suspense fallback={null}>
                <ExportColumnsChoice value={columns} onChange={choose} />
              </Suspense>
              <menu.Divider />
            </>
          ) : null}
          {choices.map(({ label: choice, download }) => (
            <menu.Item key={choice} disabled={!download} onClick={() => download && void run(download)}>
              {choice}
            </menu.Item>
          ))}
        </>
      )}
    </DeferredMenu>
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
  /** Downloads exported_data.csv for these query parameters, headed in `columns`' language. */
  download: (params: Params, columns: ExportColumnLanguage) => Promise<void>;
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
      download:
        selectedIds.length > 0 ? (columns) => download({ ids: selectedIds.join(',') }, columns) : undefined,
    });
  choices.push(
    {
      label:
        listedCount === undefined
          ? t('orderLists.toolbar.exportListed')
          : t('orderLists.toolbar.exportListedCount', { count: listedCount }),
      download: (columns) => download(listed, columns),
    },
    { label: t('orderLists.toolbar.exportAll'), download: (columns) => download(all, columns) },
  );
  return <ExportMenu label={label} choices={choices} />;
}

import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileDescription } from '@tabler/icons-react';
import { useState } from 'react';
import { PageTitle } from '../../../components/page-title.tsx';
import { useLanguage, useTexts } from '../../../i18n/use-texts.ts';
import { errorText, notifyApiError, notifySuccess } from '../../../lib/notify.ts';
import {
  downloadGuide,
  downloadSample,
  type UploadStage,
  useImportOrders,
  usePreviewImport,
} from '../api.ts';
import { ColumnGuide } from '../components/column-guide.tsx';
import { ImportCheckView } from '../components/import-check-view.tsx';
import { ImportFileForm } from '../components/import-file-form.tsx';
import { ImportResult } from '../components/import-result.tsx';
import { RowErrorsTable } from '../components/import-tables.tsx';
import { UploadProgress } from '../components/upload-progress.tsx';
import { guideSheet } from '../guide-rows.ts';

/**
 * Import Order CSV (spec part 1 §2): Sample CSV and the column guide, pick a file and Upload, see every
 * row checked (orders to write, errors by row and column), then import the valid rows in one go.
 */
export function ImportOrdersPage() {
  const t = useTexts();
  const language = useLanguage();
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<UploadStage | null>(null);
  const preview = usePreviewImport();
  const importing = useImportOrders();
  const busy = preview.isPending || importing.isPending;

  function choose(next: File | null) {
    setFile(next);
    preview.reset();
    importing.reset();
  }

  function upload() {
    if (!file) return;
    importing.reset();
    preview.mutate({ file, onProgress: setStage }, { onSettled: () => setStage(null) });
  }

  function runImport() {
    if (!file) return;
    importing.mutate(
      { file, onProgress: setStage },
      {
        onSuccess: (result) => {
          if (result.imported > 0) notifySuccess(t('orderImport.result.title', { count: result.imported }));
        },
        onError: notifyApiError,
        onSettled: () => setStage(null),
      },
    );
  }

  const download = (run: () => Promise<void>) => () => void run().catch(notifyApiError);

  return (
    <>
      <PageTitle title={t('pages.importCsv')}>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={download(() => downloadSample(language))}
          >
            {t('orderImport.sampleCsv')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileDescription size={16} />}
            onClick={() => downloadGuide(guideSheet(t))}
          >
            {t('orderImport.columnGuide')}
          </Button>
        </Group>
      </PageTitle>
      <Stack gap="lg">
        <Text size="sm" c="dimmed" maw={820}>
          {t('orderImport.intro')}
        </Text>
        <ColumnGuide />
        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <ImportFileForm
              file={file}
              onFileChange={choose}
              onUpload={upload}
              busy={busy}
              error={preview.error ? errorText(preview.error) : null}
            />
            {stage && file ? (
              <UploadProgress stage={stage} fileName={file.name} saving={importing.isPending} />
            ) : null}
          </Stack>
        </Paper>
        {importing.error ? <Alert color="red">{errorText(importing.error)}</Alert> : null}
        {importing.data ? (
          <>
            <ImportResult result={importing.data} onAnother={() => choose(null)} />
            {importing.data.invalid > 0 ? <RowErrorsTable errors={importing.data.errors} /> : null}
          </>
        ) : preview.data ? (
          <ImportCheckView check={preview.data} onImport={runImport} importing={importing.isPending} />
        ) : null}
      </Stack>
    </>
  );
}

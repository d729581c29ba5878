import { ORDER_IMPORT_MAX_BYTES, ORDER_IMPORT_MAX_ROWS } from '@chalan/core/order-import/columns';
import { Button, FileInput, Stack } from '@mantine/core';
import { IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';

const MAX_MEGABYTES = ORDER_IMPORT_MAX_BYTES / 1024 / 1024;

/** The file picker and Upload (spec: "File picker and Upload"); a file above 20 MB is refused here already. */
export function ImportFileForm({
  file,
  onFileChange,
  onUpload,
  busy,
  error,
}: {
  file: File | null;
  onFileChange: (file: File | null) => void;
  onUpload: () => void;
  busy: boolean;
  /** The server's refusal of the whole file (not UTF-8, missing columns …). */
  error: string | null;
}) {
  const t = useTexts();
  const tooLarge = file !== null && file.size > ORDER_IMPORT_MAX_BYTES;
  const maxSize = t('orderImport.file.megabytes', { count: MAX_MEGABYTES });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (file && !tooLarge) onUpload();
      }}
    >
      <Stack gap="sm" align="flex-start">
        <FileInput
          label={t('orderImport.file.label')}
          placeholder={t('orderImport.file.placeholder')}
          description={t('orderImport.file.hint', {
            max: maxSize,
            rows: ORDER_IMPORT_MAX_ROWS,
          })}
          accept=".csv,text/csv"
          leftSection={<IconFileTypeCsv size={18} />}
          value={file}
          onChange={onFileChange}
          clearable
          disabled={busy}
          error={tooLarge ? t('orderImport.file.tooLarge', { max: maxSize }) : error}
          w={{ base: '100%', sm: 420 }}
        />
        <Button
          type="submit"
          leftSection={<IconUpload size={16} />}
          disabled={!file || tooLarge}
          loading={busy}
        >
          {t('orderImport.file.upload')}
        </Button>
      </Stack>
    </form>
  );
}

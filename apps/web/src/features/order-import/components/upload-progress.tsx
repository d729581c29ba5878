import { Progress, Stack, Text } from '@mantine/core';
import { useTexts } from '../../../i18n/use-texts.ts';
import type { UploadStage } from '../api.ts';

/**
 * The upload's progress bar: the share of the file sent, then a moving bar while the server checks
 * (or saves) the rows, which it does in one go.
 */
export function UploadProgress({
  stage,
  fileName,
  saving,
}: {
  stage: UploadStage;
  fileName: string;
  saving: boolean;
}) {
  const t = useTexts();
  const uploading = stage.stage === 'uploading';
  const label = uploading
    ? stage.percent === null
      ? t('orderImport.progress.uploadingUnknown', { name: fileName })
      : t('orderImport.progress.uploading', { name: fileName, percent: stage.percent })
    : saving
      ? t('orderImport.progress.importing')
      : t('orderImport.progress.checking');
  return (
    <Stack gap={6} aria-live="polite">
      <Text size="sm">{label}</Text>
      <Progress
        size="lg"
        radius="sm"
        value={uploading ? (stage.percent ?? 100) : 100}
        animated={!uploading || stage.percent === null}
        aria-label={label}
      />
    </Stack>
  );
}

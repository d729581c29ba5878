import type { ExportColumnLanguage } from '@chalan/core/export-columns';
import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** On Bangla screens, the Export menu's choice of column names (loaded when that menu first opens). */
export function ExportColumnsChoice({
  value,
  onChange,
}: {
  value: ExportColumnLanguage;
  onChange: (columns: ExportColumnLanguage) => void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('exportColumns.title')}
      value={value}
      onChange={(chosen) => onChange(chosen === 'en' ? 'en' : 'bn')}
      size="xs"
      px="sm"
      py={6}
    >
      <Stack gap={8} mt={6}>
        <Radio value="bn" label={t('exportColumns.bangla')} />
        <Radio value="en" label={t('exportColumns.english')} />
      </Stack>
    </Radio.Group>
  );
}

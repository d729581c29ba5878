import { Center, Loader } from '@mantine/core';
import { useTexts } from '../i18n/use-texts.ts';

export function FullPageLoader() {
  const t = useTexts();
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

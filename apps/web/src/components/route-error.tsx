import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTexts } from '../i18n/use-texts.ts';

/**
 * A screen failed to load or threw while rendering (often: a new version was deployed). `standalone`:
 * shown without the shell, so it is the page's main content itself.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const t = useTexts();
  return (
    <Center component={standalone ? 'main' : 'div'} mih="60dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={1} size="h2">
          {t('routeError.title')}
        </Title>
        <Text c="dimmed">{t('routeError.text')}</Text>
        <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
          {t('common.reload')}
        </Button>
      </Stack>
    </Center>
  );
}

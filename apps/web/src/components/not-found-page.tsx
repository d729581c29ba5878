import { Box, Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'wouter';
import { useTexts } from '../i18n/use-texts.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { useDocumentTitle } from './page-title.tsx';

export function NotFoundPage() {
  const t = useTexts();
  useDocumentTitle(t('pages.notFound'));
  return (
    <Center component="main" mih="100dvh" p="md" pos="relative">
      <Box pos="absolute" top="var(--mantine-spacing-md)" right="var(--mantine-spacing-md)">
        <LanguageSwitch />
      </Box>
      <Stack align="center" gap="md" maw={460} ta="center">
        <Text fz={72} fw={800} c="teal" lh={1} aria-hidden>
          {t('notFound.code')}
        </Text>
        <Title order={1} size="h2">
          {t('notFound.text')}
        </Title>
        <Button component={Link} to="/" leftSection={<IconHome size={18} />}>
          {t('notFound.back')}
        </Button>
      </Stack>
    </Center>
  );
}

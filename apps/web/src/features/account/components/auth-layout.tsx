import { Anchor, Center, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Brand } from '../../../components/brand.tsx';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { useDocumentTitle } from '../../../components/page-title.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useFormat } from '../../../lib/use-format.ts';

/** The public account screens: the brand (back to the landing page) above a card. */
export function AuthLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const t = useTexts();
  const format = useFormat();
  useDocumentTitle(title);
  return (
    <Center mih="100dvh" bg="gray.0" py="xl" px="sm">
      <Container size={460} w="100%" p={0}>
        <Stack gap="lg">
          <Group component="header" justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/" underline="never">
              <Brand size="xl" />
            </Anchor>
            <LanguageSwitch />
          </Group>
          <Paper component="main" withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} radius="md">
            <Stack gap="md">
              <div>
                <Title order={1} size="h2">
                  {title}
                </Title>
                {intro ? (
                  <Text c="dimmed" size="sm" mt={4}>
                    {intro}
                  </Text>
                ) : null}
              </div>
              {children}
            </Stack>
          </Paper>
          <Text component="footer" c="dimmed" size="xs" ta="center">
            {t('app.copyright', { year: format.year(new Date()) })}
          </Text>
        </Stack>
      </Container>
    </Center>
  );
}

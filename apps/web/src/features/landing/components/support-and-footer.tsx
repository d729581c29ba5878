import { Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useFormat } from '../../../lib/use-format.ts';

export function Support() {
  const t = useTexts();
  return (
    <Container size="md" py="xl" component="section" aria-labelledby="support-title">
      <Paper withBorder radius="md" p="lg" bg="teal.0">
        <Title order={2} id="support-title" size="h3" mb={4}>
          {t('landing.supportTitle')}
        </Title>
        <Text c="dimmed" mb="md">
          {t('landing.supportText')}
        </Text>
        <Stack gap="xs">
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon variant="light" aria-hidden>
              <IconMail size={18} />
            </ThemeIcon>
            <Text>
              {t('landing.supportEmail')}: {t('landing.supportEmailValue')}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon variant="light" aria-hidden>
              <IconPhone size={18} />
            </ThemeIcon>
            <Text>
              {t('landing.supportPhone')}: {t('landing.supportPhoneValue')}
            </Text>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}

/** Company line and the spec's Legal, Privacy, Terms of Service, Contact items, as plain text. */
export function LandingFooter() {
  const t = useTexts();
  const format = useFormat();
  return (
    <footer style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Container size="lg" py="lg">
        <Stack gap="xs" align="center" ta="center">
          <Text size="sm">{t('landing.company')}</Text>
          <Group gap="md" justify="center">
            {(['legal', 'privacy', 'terms', 'contact'] as const).map((item) => (
              <Text key={item} size="sm" c="dimmed">
                {t(`landing.${item}`)}
              </Text>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            {t('app.copyright', { year: format.year(new Date()) })}
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}

import { Badge, Button, Container, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'wouter';
import { useTexts } from '../../../i18n/use-texts.ts';

const POINTS = [
  'tracking',
  'invoices',
  'reports',
  'inventory',
  'fraud',
  'duplicate',
  'multiCourier',
  'accounts',
] as const;

export function Hero({ registerTo }: { registerTo: string }) {
  const t = useTexts();
  return (
    <Container size="lg" py={{ base: 40, sm: 72 }}>
      <Stack gap="lg" maw={760}>
        <Title order={1} fz={{ base: 30, sm: 46 }} lh={1.15}>
          {t('landing.heroTitle')}
        </Title>
        <Text size="lg" c="dimmed">
          {t('landing.heroText')}
        </Text>
        <List
          aria-label={t('landing.pointsLabel')}
          spacing={6}
          icon={
            <ThemeIcon size={20} radius="xl" aria-hidden>
              <IconCheck size={13} />
            </ThemeIcon>
          }
          styles={{ root: { columns: '2 220px', columnGap: 24 } }}
        >
          {POINTS.map((point) => (
            <List.Item key={point}>{t(`landing.heroPoints.${point}`)}</List.Item>
          ))}
        </List>
        <Group>
          <Button component={Link} to={registerTo} size="md">
            {t('landing.registerForFree')}
          </Button>
          <Badge variant="light" size="lg">
            {t('landing.couriers')}
          </Badge>
        </Group>
      </Stack>
    </Container>
  );
}

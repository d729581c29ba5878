import type { GettingStarted as Checklist } from '@chalan/core/dashboard/replies';
import { Anchor, Card, Group, List, Progress, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from 'wouter';
import { QueryError } from '../../../components/query-error.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useOnboarding } from '../api.ts';

const STEPS = [
  { key: 'store', field: 'hasStore', to: '/inventory/stores' },
  { key: 'products', field: 'hasProducts', to: '/inventory/products' },
  { key: 'courier', field: 'hasCourier', to: '/inventory/couriers' },
  { key: 'order', field: 'hasOrder', to: '/inventory/start-order' },
] as const satisfies readonly { key: string; field: keyof Checklist; to: string }[];

/** A new seller's first steps, each read from the seller's real data. */
export function GettingStarted() {
  const t = useTexts();
  const { data, error, refetch } = useOnboarding();

  if (error && !data) return <QueryError error={error} onRetry={() => void refetch()} />;

  const done = data ? STEPS.filter((step) => data[step.field]).length : 0;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="getting-started-title">
      <Group justify="space-between" align="baseline" mb="xs">
        <Title order={2} size="h3" id="getting-started-title">
          {t('overview.gettingStarted')}
        </Title>
        {data ? (
          <Text size="sm" c="dimmed">
            {t('overview.progress', { done, total: STEPS.length })}
          </Text>
        ) : null}
      </Group>
      {data ? (
        <Stack gap="md">
          <Progress value={(done / STEPS.length) * 100} aria-label={t('overview.progressLabel')} size="md" />
          {data.complete ? <Text c="teal">{t('overview.allDone')}</Text> : null}
          <List spacing="sm" listStyleType="none" p={0}>
            {STEPS.map((step) => {
              const isDone = data[step.field];
              return (
                <List.Item
                  key={step.key}
                  icon={
                    <ThemeIcon
                      size={26}
                      radius="xl"
                      color={isDone ? 'teal' : 'gray'}
                      variant={isDone ? 'filled' : 'light'}
                      aria-hidden
                    >
                      {isDone ? <IconCheck size={16} /> : <IconCircleDashed size={16} />}
                    </ThemeIcon>
                  }
                >
                  <Anchor component={Link} to={step.to} td={isDone ? 'line-through' : undefined}>
                    {t(`overview.steps.${step.key}`)}
                  </Anchor>{' '}
                  <Text span size="sm" c={isDone ? 'teal' : 'dimmed'}>
                    ({isDone ? t('overview.done') : t('overview.notDone')})
                  </Text>
                </List.Item>
              );
            })}
          </List>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Skeleton h={8} />
          {STEPS.map((step) => (
            <Skeleton key={step.key} h={22} w="60%" />
          ))}
        </Stack>
      )}
    </Card>
  );
}

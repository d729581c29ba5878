import { Card, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One figure: a label, the value (a skeleton while it loads), an optional line under it; named by its
 * label for screen readers (and tests).
 */
export function StatCard({
  label,
  value,
  hint,
  loading,
  color,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  loading: boolean;
  color?: string;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {loading ? (
        <>
          <Skeleton h={28} mt={6} w={90} />
          {hint === undefined ? null : <Skeleton h={14} mt={6} w={70} />}
        </>
      ) : (
        <>
          <Text fz={24} fw={700} lh={1.3} mt={2} c={color}>
            {value}
          </Text>
          {hint === undefined ? null : (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          )}
        </>
      )}
    </Card>
  );
}

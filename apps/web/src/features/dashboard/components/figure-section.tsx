import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled group of the Overview's figures. */
export function FigureSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Text component="h2" id={id} fw={700} fz="lg" mb="sm">
        {title}
      </Text>
      {children}
    </section>
  );
}

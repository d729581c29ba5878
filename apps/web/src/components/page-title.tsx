import { Group, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTexts } from '../i18n/use-texts.ts';

export function useDocumentTitle(title: string): void {
  const t = useTexts();
  const app = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${app}` : app;
  }, [title, app]);
}

/** The heading of a screen, also the browser tab's title; actions go on the right. */
export function PageTitle({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Group justify="space-between" align="center" mb="lg" gap="sm" wrap="wrap">
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Group>
  );
}

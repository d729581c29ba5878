import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/** Plain word that a screen is still to come; nothing on it pretends to work. */
export function NotBuiltNotice({ text }: { text: string }) {
  return (
    <Alert variant="light" color="gray" icon={<IconInfoCircle />}>
      {text}
    </Alert>
  );
}

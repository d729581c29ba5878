import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** An order table's id cell: the order id, after a button that opens the order ("View order CODE"). */
export function OrderCode({ code, onView }: { code: string; onView: () => void }) {
  const { t } = useTranslation();
  const label = t('orderLists.viewOrder', { code });
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={label}>
        <ActionIcon variant="subtle" aria-label={label} onClick={onView}>
          <IconFileInvoice size={18} />
        </ActionIcon>
      </Tooltip>
      <Text size="sm" ff="monospace" fw={600}>
        {code}
      </Text>
    </Group>
  );
}

/** An order table's customer cell: name, phone, and what a table adds below them. */
export function OrderCustomer({
  name,
  phone,
  children,
}: {
  name: string;
  phone: string;
  children?: ReactNode;
}) {
  return (
    <div>
      <Text size="sm" fw={500}>
        {name}
      </Text>
      <Text size="xs" c="dimmed">
        {phone}
      </Text>
      {children}
    </div>
  );
}

import type { OrderListItem } from '@chalan/core/orders/replies';
import { STATUS_COLOURS } from '@chalan/core/orders/status';
import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { useFormat } from '../../../../lib/use-format.ts';

interface DuplicateOrdersModalProps {
  phone: string;
  orders: OrderListItem[] | null;
  saving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Before saving: the phone already has an open order or one from the last 24 hours. Save anyway? */
export function DuplicateOrdersModal({
  phone,
  orders,
  saving,
  onCancel,
  onConfirm,
}: DuplicateOrdersModalProps) {
  const t = useTexts();
  const format = useFormat();
  return (
    <Modal
      opened={orders !== null}
      onClose={onCancel}
      title={t('startOrder.duplicates.title')}
      size="lg"
      centered
    >
      <Stack gap="sm">
        <Text size="sm">{t('startOrder.duplicates.text', { phone })}</Text>
        {/* Three columns, the date under the id: it fits a 360 px phone without scrolling sideways. The
            badge's label clips its overflow, so it counted as nothing when the table sized its columns. */}
        <Table striped verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('startOrder.duplicates.orderId')}</Table.Th>
              <Table.Th>{t('startOrder.duplicates.status')}</Table.Th>
              <Table.Th ta="right">{t('startOrder.duplicates.bill')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(orders ?? []).map((o) => (
              <Table.Tr key={o.id}>
                <Table.Td>
                  <Text ff="monospace" size="sm">
                    {o.code}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {format.dateTime(o.createdAt)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge
                    color={STATUS_COLOURS[o.status]}
                    variant="light"
                    styles={{ label: { overflow: 'visible' } }}
                  >
                    {t(`startOrder.status.${o.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {format.money(o.bill)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" fw={500}>
          {t('startOrder.duplicates.question')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('startOrder.duplicates.back')}
          </Button>
          <Button color="orange" loading={saving} onClick={onConfirm}>
            {t('startOrder.duplicates.saveAnyway')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import type { ChatOrderReply } from '@chalan/core/chat-order/schemas';
import type { Confidence } from '@chalan/core/chat-order/types';
import { districtLabel, thanaLabel } from '@chalan/core/locations/labels';
import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ConfidenceBadge } from '../../../../components/confidence-badge.tsx';
import type { TextKey } from '../../../../i18n/index.ts';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { useFormat } from '../../../../lib/use-format.ts';

function Row({
  label,
  value,
  confidence,
  note,
}: {
  label: string;
  value: ReactNode;
  confidence?: Confidence;
  note?: ReactNode;
}) {
  return (
    <Group component="li" justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
        {note}
      </div>
      {confidence ? <ConfidenceBadge confidence={confidence} /> : null}
    </Group>
  );
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0 };

/** What a pasted message says, each value with how sure it is, before anything goes into the form. */
export function ChatGuessSummary({ reply }: { reply: ChatOrderReply }) {
  const t = useTexts();
  const { language } = useFormat().style;
  const missing = (
    <Text span c="dimmed" inherit>
      {t('chatOrder.notFound')}
    </Text>
  );
  const district = reply.district?.value;
  const thana = district ? reply.thana : null;
  const unmatched = [...reply.unread, ...reply.otherPhones];
  const fields: [TextKey, string | undefined, Confidence | undefined][] = [
    ['customers.form.phone', reply.phone?.value, reply.phone?.confidence],
    ['customers.form.name', reply.name?.value, reply.name?.confidence],
    ['customers.form.address', reply.address?.value, reply.address?.confidence],
    ['customers.form.district', district && districtLabel(district, language), reply.district?.confidence],
    [
      'customers.form.thana',
      thana ? thanaLabel(district!, thana.value, language) : undefined,
      thana?.confidence,
    ],
  ];

  return (
    <Stack gap="md" aria-label={t('chatOrder.found')} component="section">
      <Text size="sm">{t('chatOrder.help')}</Text>
      <Paper withBorder p="sm" radius="md">
        <Stack component="ul" gap="sm" style={listStyle} aria-label={t('startOrder.sections.customer')}>
          {reply.customer ? (
            <Row
              label={t('startOrder.sections.customer')}
              value={t('chatOrder.existingCustomer', {
                name: reply.customer.name,
                phone: reply.customer.phone,
              })}
              confidence={reply.phone?.confidence}
            />
          ) : (
            fields.map(([key, value, confidence]) => (
              <Row key={key} label={t(key)} value={value ?? missing} confidence={confidence} />
            ))
          )}
        </Stack>
        {reply.customer ? null : (
          <Text size="xs" c="dimmed" mt="sm">
            {t('chatOrder.newCustomer')}
          </Text>
        )}
      </Paper>
      <Paper withBorder p="sm" radius="md">
        <Title order={3} size="h6" mb="xs">
          {t('chatOrder.products')}
        </Title>
        {reply.products.length ? (
          <Stack component="ul" gap="sm" style={listStyle} aria-label={t('chatOrder.products')}>
            {reply.products.map((p) => (
              <Row
                key={p.productId}
                label={t('chatOrder.written', { text: p.matchedText })}
                value={t('orderLists.itemQty', { name: p.name, qty: p.qty })}
                confidence={p.confidence}
                note={
                  p.confidence === 'low' ? (
                    <Text size="xs" c="dimmed" mt={4}>
                      {t('chatOrder.notAdded')}
                    </Text>
                  ) : p.qty > p.product.availableQty ? (
                    <Badge color="red" variant="light" size="sm" mt={4}>
                      {p.product.availableQty > 0
                        ? t('chatOrder.onlyAvailable', { qty: p.product.availableQty })
                        : t('startOrder.products.outOfStock')}
                    </Badge>
                  ) : null
                }
              />
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('chatOrder.noProducts')}
          </Text>
        )}
      </Paper>
      {unmatched.length ? (
        <Paper withBorder p="sm" radius="md" aria-label={t('chatOrder.notMatched')} component="section">
          <Title order={3} size="h6" mb="xs">
            {t('chatOrder.notMatched')}
          </Title>
          <List size="sm" spacing={4}>
            {reply.unread.map((line) => (
              <List.Item key={`line-${line}`} style={{ overflowWrap: 'anywhere' }}>
                {line}
              </List.Item>
            ))}
            {reply.otherPhones.map((phone) => (
              <List.Item key={`phone-${phone}`}>
                {t('chatOrder.otherPhones')}: {phone}
              </List.Item>
            ))}
          </List>
        </Paper>
      ) : null}
    </Stack>
  );
}

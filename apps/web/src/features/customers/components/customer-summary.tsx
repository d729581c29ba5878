import type { CustomerProfile } from '@chalan/core/customers/replies';
import { Anchor, Avatar, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useFormat } from '../../../lib/use-format.ts';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600} size="lg">
        {children}
      </Text>
    </div>
  );
}

/** Name, phone, location, address and the figures derived from the customer's orders. */
export function CustomerSummary({ profile, onEdit }: { profile: CustomerProfile; onEdit: () => void }) {
  const t = useTexts();
  const format = useFormat();
  const { customer, figures } = profile;
  const location = [customer.thana, customer.district].filter(Boolean).join(', ');
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Group align="flex-start" gap="md" wrap="nowrap">
          <Avatar src={customer.imageUrl} alt="" size={64} radius="xl" color="blue">
            {customer.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack gap={2}>
            <Title order={2} size="h3">
              {customer.name}
            </Title>
            <Text size="sm">
              {t('customers.profile.phone')}: <Anchor href={`tel:${customer.phone}`}>{customer.phone}</Anchor>
            </Text>
            <Text size="sm">
              {t('customers.profile.location')}: {location || t('common.none')}
            </Text>
            <Text size="sm">
              {t('customers.profile.address')}: {customer.address}
            </Text>
            {customer.link ? (
              <Anchor href={customer.link} target="_blank" rel="noopener noreferrer" size="sm">
                {t('customers.profile.inbox')}
              </Anchor>
            ) : null}
          </Stack>
        </Group>
        <Button variant="default" leftSection={<IconPencil size={16} />} onClick={onEdit}>
          {t('common.edit')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" mt="md">
        <Figure label={t('customers.profile.totalPurchase')}>{format.money(figures.totalPurchase)}</Figure>
        <Figure label={t('customers.profile.delivered')}>{figures.delivered}</Figure>
        <Figure label={t('customers.profile.returned')}>{figures.returned}</Figure>
        <Figure label={t('customers.profile.returnRate')}>
          {figures.returnRate === null ? t('common.none') : format.rate(figures.returnRate)}
        </Figure>
      </SimpleGrid>
    </Paper>
  );
}

import type { MerchantStore } from '@chalan/core/merchants/replies';
import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'wouter';
import { PageTitle } from '../../../components/page-title.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useMerchantProfile } from '../api.ts';
import { VerifiedDot } from '../components/merchant-cells.tsx';
import { MerchantOrders } from '../components/merchant-orders.tsx';

function Figure({ label, value }: { label: string; value: number }) {
  const format = useFormat();
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {format.number(value)}
      </Text>
    </Stack>
  );
}

function StoreCard({ store, placeholder }: { store: MerchantStore; placeholder?: string }) {
  const t = useTexts();
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Title order={3} size="h5" c={placeholder ? 'dimmed' : undefined}>
        {placeholder ?? store.name}
      </Title>
      <Text size="sm" c="dimmed" mb="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('merchants.merchantEmail')}: {store.email}
      </Text>
      <Group gap="xl">
        <Figure label={t('merchants.products')} value={store.products} />
        <Figure label={t('merchants.orders')} value={store.orders} />
      </Group>
    </Card>
  );
}

/** Per store: name, merchant email, products and orders (spec part 2 §2); then the merchant's orders by tab. */
export function MerchantProfilePage() {
  const t = useTexts();
  const format = useFormat();
  const { id = '' } = useParams();
  const { data, error, refetch } = useMerchantProfile(id);

  const back = (
    <Anchor component={Link} to="/inventory/marchants" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={16} />
        {t('merchants.backToList')}
      </Group>
    </Anchor>
  );
  if (error) {
    return (
      <>
        <PageTitle title={t('pages.merchantProfile')}>{back}</PageTitle>
        <QueryError error={error} onRetry={() => void refetch()} />
      </>
    );
  }
  if (!data) {
    return (
      <>
        <PageTitle title={t('pages.merchantProfile')}>{back}</PageTitle>
        <Stack>
          <Skeleton h={80} />
          <Skeleton h={120} />
        </Stack>
      </>
    );
  }

  const { merchant, stores } = data;
  return (
    <>
      <PageTitle title={merchant.name}>{back}</PageTitle>
      <Card withBorder radius="md" padding="md" mb="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('merchants.email')}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {merchant.email}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('merchants.status')}
            </Text>
            <Group gap="xs">
              <Badge variant="light" color={merchant.status ? 'teal' : 'gray'}>
                {merchant.status ? t('common.active') : t('common.inactive')}
              </Badge>
              <VerifiedDot verified={merchant.verified} />
            </Group>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('merchants.lastLogin')}
            </Text>
            <Text size="sm">{format.dateTime(merchant.lastLoginAt, t('common.none'))}</Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('merchants.merchantId')}
            </Text>
            <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {merchant.id}
            </Text>
          </Stack>
        </SimpleGrid>
      </Card>
      <Title order={2} size="h4" mb="sm">
        {t('merchants.stores')}
      </Title>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {stores.length === 0 ? (
          <StoreCard
            store={{ id: 'none', name: '', email: merchant.email, products: 0, orders: 0 }}
            placeholder={t('merchants.noStore')}
          />
        ) : (
          stores.map((store) => <StoreCard key={store.id} store={store} />)
        )}
      </SimpleGrid>
      <Title order={2} size="h4" mt="lg" mb="sm">
        {t('merchants.orders')}
      </Title>
      <MerchantOrders merchantId={merchant.id} />
    </>
  );
}

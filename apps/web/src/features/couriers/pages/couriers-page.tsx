import type { Courier } from '@chalan/core/couriers/replies';
import { can } from '@chalan/core/permissions';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ActiveBadge } from '../../../components/active-badge.tsx';
import { type ListColumn, ListTable } from '../../../components/list-table/list-table.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { phoneSummaryColumn, wideOnly } from '../../../components/phone-columns.ts';
import { QueryError } from '../../../components/query-error.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useMe } from '../../account/session.ts';
import { useCouriers } from '../api.ts';
import { useConnectionTestToast } from '../components/connection-test.tsx';
import { CourierChoiceSettingsCard } from '../components/courier-choice-settings.tsx';
import { CourierFormModal } from '../components/courier-form.tsx';
import { CourierRowMenu } from '../components/courier-row-menu.tsx';
import { WebhookModal } from '../components/webhook-modal.tsx';

/** Couriers (spec part 2 §2): everyone may look; only an Admin adds, edits or tests them. */
export function CouriersPage() {
  const t = useTexts();
  const format = useFormat();
  const me = useMe();
  const manage = can(me.user.role, 'manageCouriers');
  const { data: couriers, error, isFetching, refetch } = useCouriers();
  const testConnection = useConnectionTestToast();
  const [form, setForm] = useState<{ opened: boolean; courier: Courier | null }>({
    opened: false,
    courier: null,
  });
  // Kept after closing, so the title does not flash empty.
  const [webhook, setWebhook] = useState<{ opened: boolean; courier: Courier | null }>({
    opened: false,
    courier: null,
  });

  const nameCell = (c: Courier) => (
    <Stack gap={0}>
      <Text fw={500}>{c.name}</Text>
      {c.provider !== 'none' ? (
        <Text size="xs" c="dimmed">
          {t('couriers.providerLine', {
            provider: t(`couriers.providers.${c.provider}`),
            mode: t(`couriers.modes.${c.mode}`),
          })}
        </Text>
      ) : null}
    </Stack>
  );
  const columns: ListColumn<Courier>[] = [
    phoneSummaryColumn(t('couriers.name'), (c) => (
      <Stack gap={4} align="flex-start">
        {nameCell(c)}
        <Text size="xs">
          {t('couriers.chargeInDhaka')}: {format.money(c.chargeInDhaka)}
        </Text>
        <Text size="xs">
          {t('couriers.chargeOutsideDhaka')}: {format.money(c.chargeOutsideDhaka)}
        </Text>
        <Group gap="xs">
          <Text size="xs">{t('couriers.api')}</Text>
          <ActiveBadge active={c.apiActive} />
          <Text size="xs">{t('couriers.status')}</Text>
          <ActiveBadge active={c.status} />
        </Group>
      </Stack>
    )),
    ...wideOnly<Courier>([
      { accessor: 'name', title: t('couriers.name'), render: nameCell },
      {
        accessor: 'chargeInDhaka',
        title: t('couriers.chargeInDhaka'),
        textAlign: 'right',
        noWrap: true,
        render: (c) => format.money(c.chargeInDhaka),
      },
      {
        accessor: 'chargeOutsideDhaka',
        title: t('couriers.chargeOutsideDhaka'),
        textAlign: 'right',
        noWrap: true,
        render: (c) => format.money(c.chargeOutsideDhaka),
      },
      {
        accessor: 'apiActive',
        title: t('couriers.api'),
        render: (c) => <ActiveBadge active={c.apiActive} />,
      },
      { accessor: 'status', title: t('couriers.status'), render: (c) => <ActiveBadge active={c.status} /> },
    ]),
  ];
  if (manage)
    columns.push({
      accessor: 'actions',
      title: t('common.actions'),
      textAlign: 'right',
      width: 72,
      render: (c) => (
        <CourierRowMenu
          courier={c}
          onEdit={() => setForm({ opened: true, courier: c })}
          onTest={() => testConnection(c)}
          onWebhook={() => setWebhook({ opened: true, courier: c })}
        />
      ),
    });

  return (
    <>
      <PageTitle title={t('pages.couriers')}>
        {manage ? (
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={() => setForm({ opened: true, courier: null })}
          >
            {t('couriers.add')}
          </Button>
        ) : null}
      </PageTitle>
      <Text c="dimmed" size="sm" mb="md">
        {t('couriers.intro')}
      </Text>
      {error && !couriers ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <ListTable<Courier>
          minHeight={couriers?.length ? undefined : 180}
          idAccessor="id"
          records={couriers ?? []}
          columns={columns}
          fetching={isFetching && !couriers}
          noRecordsText={manage ? t('couriers.emptyAdmin') : t('couriers.empty')}
        />
      )}
      {manage && couriers ? <CourierChoiceSettingsCard couriers={couriers} /> : null}
      <CourierFormModal
        opened={form.opened}
        courier={form.courier}
        onClose={() => setForm((f) => ({ ...f, opened: false }))}
      />
      <WebhookModal
        courier={webhook.courier}
        opened={webhook.opened}
        onClose={() => setWebhook((w) => ({ ...w, opened: false }))}
      />
    </>
  );
}

import type { Merchant } from '@chalan/core/merchants/replies';
import { Button, Stack } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { ListSearch, useConfirmedDelete, useFormTarget } from '../../../components/list-screen.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { errorText } from '../../../lib/notify.ts';
import { useMe } from '../../account/session.ts';
import { useDeleteMerchant, useMerchantsList } from '../api.ts';
import { MerchantFormModal } from '../components/merchant-form-modal.tsx';
import { MerchantsTable } from '../components/merchants-table.tsx';

/** The platform view (master flag only): every merchant, with add, edit, disable and delete. */
export function MerchantsPage() {
  const t = useTexts();
  const me = useMe();
  const list = useMerchantsList();
  const form = useFormTarget<Merchant>();
  const askDelete = useConfirmedDelete<Merchant>(
    useDeleteMerchant(),
    (m) => ({ title: t('merchants.deleteTitle'), message: t('merchants.deleteConfirm', { name: m.name }) }),
    errorText,
  );

  return (
    <>
      <PageTitle title={t('pages.merchants')}>
        <Button leftSection={<IconBuildingStore size={18} />} onClick={form.add}>
          {t('merchants.add')}
        </Button>
      </PageTitle>
      <Stack gap="md">
        <ListSearch
          list={list}
          label={t('merchants.searchLabel')}
          placeholder={t('merchants.searchPlaceholder')}
        />
        <MerchantsTable
          list={list}
          ownId={me.seller.id}
          onEdit={form.edit}
          onDelete={(m) => void askDelete(m)}
        />
      </Stack>
      <MerchantFormModal opened={form.opened} onClose={form.close} merchant={form.record} />
    </>
  );
}

import { Button, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingStore, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../../components/confirm-delete.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { notifyApiError, notifyApiSuccess } from '../../../lib/notify.ts';
import { useMe } from '../../account/session.ts';
import { type MerchantRow, useDeleteMerchant, useMerchantsList } from '../api.ts';
import { MerchantFormModal } from '../components/merchant-form-modal.tsx';
import { MerchantsTable } from '../components/merchants-table.tsx';

/** The platform view (master flag only): every merchant, with add, edit, disable and delete. */
export function MerchantsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const list = useMerchantsList();
  const remove = useDeleteMerchant();
  const [adding, addModal] = useDisclosure(false);
  const [editing, editModal] = useDisclosure(false);
  // Kept after closing so the modal's closing animation still shows the row.
  const [target, setTarget] = useState<MerchantRow | null>(null);

  const onEdit = (merchant: MerchantRow) => {
    setTarget(merchant);
    editModal.open();
  };
  const onDelete = async (merchant: MerchantRow) => {
    const confirmed = await confirmDelete({
      title: t('merchants.deleteTitle'),
      message: t('merchants.deleteConfirm', { name: merchant.name }),
    });
    if (confirmed) remove.mutate(merchant.id, { onSuccess: notifyApiSuccess, onError: notifyApiError });
  };

  const { error, data, refetch } = list.query;
  return (
    <>
      <PageTitle title={t('pages.merchants')}>
        <Button leftSection={<IconBuildingStore size={18} />} onClick={addModal.open}>
          {t('merchants.add')}
        </Button>
      </PageTitle>
      <TextInput
        aria-label={t('merchants.searchLabel')}
        placeholder={t('merchants.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={list.search}
        onChange={(event) => list.setSearch(event.currentTarget.value)}
        type="search"
        maw={360}
        mb="md"
      />
      {error && !data ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <MerchantsTable list={list} ownId={me.seller.id} onEdit={onEdit} onDelete={(m) => void onDelete(m)} />
      )}
      <MerchantFormModal opened={adding} onClose={addModal.close} />
      <MerchantFormModal opened={editing} onClose={editModal.close} merchant={target} />
    </>
  );
}

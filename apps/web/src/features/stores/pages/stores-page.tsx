import { can } from '@chalan/core/permissions';
import type { Store } from '@chalan/core/stores/replies';
import { ActiveBadge } from '../../../components/active-badge.tsx';
import { ContactListPage } from '../../../components/contact-list-page.tsx';
import { useConfirmedDelete, useFormTarget } from '../../../components/list-screen.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { useMe } from '../../account/session.ts';
import { useDeleteStore, useStoresList } from '../api.ts';
import { StoreFormModal } from '../components/store-form.tsx';

const addressOf = (s: Store) =>
  [s.address, s.area, [s.district, s.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** Stores (spec part 2 §2): everyone may look; only an Admin adds, edits or deletes. */
export function StoresPage() {
  const t = useTexts();
  const manage = can(useMe().user.role, 'manageStores');
  const list = useStoresList();
  const form = useFormTarget<Store>();
  const askDelete = useConfirmedDelete<Store>(
    useDeleteStore(),
    (s) => ({ title: t('stores.deleteTitle'), message: t('stores.deleteMessage', { name: s.name }) }),
    (error) => failureText(error, 'failedToDeleteStore'),
  );

  return (
    <ContactListPage
      texts={{
        title: t('pages.stores'),
        add: t('stores.add'),
        searchLabel: t('stores.searchLabel'),
        searchPlaceholder: t('stores.searchPlaceholder'),
        empty: t('stores.empty'),
        index: t('stores.index'),
        name: t('stores.store'),
        phone: t('stores.phone'),
        address: t('stores.address'),
        status: t('stores.status'),
        time: t('stores.time'),
      }}
      list={list}
      canManage={manage}
      addressOf={addressOf}
      renderStatus={(s) => <ActiveBadge active={s.status} />}
      onAdd={form.add}
      onEdit={form.edit}
      onDelete={(s) => void askDelete(s)}
    >
      <StoreFormModal opened={form.opened} store={form.record} onClose={form.close} />
    </ContactListPage>
  );
}

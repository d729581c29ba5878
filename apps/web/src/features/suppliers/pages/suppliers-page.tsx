import { can } from '@chalan/core/permissions';
import type { Supplier } from '@chalan/core/suppliers/replies';
import { ContactListPage } from '../../../components/contact-list-page.tsx';
import { useConfirmedDelete, useFormTarget } from '../../../components/list-screen.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { useMe } from '../../account/session.ts';
import { useDeleteSupplier, useSuppliersList } from '../api.ts';
import { StatusDot } from '../components/status-dot.tsx';
import { SupplierFormModal } from '../components/supplier-form.tsx';

/** Suppliers (spec part 2 §2): everyone may look; only an Admin adds, edits or deletes. */
export function SuppliersPage() {
  const t = useTexts();
  const manage = can(useMe().user.role, 'manageSuppliers');
  const list = useSuppliersList();
  const form = useFormTarget<Supplier>();
  const askDelete = useConfirmedDelete<Supplier>(
    useDeleteSupplier(),
    (s) => ({ title: t('suppliers.deleteTitle'), message: t('suppliers.deleteMessage', { name: s.name }) }),
    (error) => failureText(error, 'failedToDeleteSupplier'),
  );

  return (
    <ContactListPage
      texts={{
        title: t('pages.suppliers'),
        add: t('suppliers.add'),
        searchLabel: t('suppliers.searchLabel'),
        searchPlaceholder: t('suppliers.searchPlaceholder'),
        empty: t('suppliers.empty'),
        index: t('suppliers.index'),
        name: t('suppliers.name'),
        phone: t('suppliers.phone'),
        address: t('suppliers.address'),
        status: t('suppliers.status'),
        time: t('suppliers.time'),
      }}
      list={list}
      canManage={manage}
      addressOf={(s) => s.address}
      renderStatus={(s) => <StatusDot active={s.status} />}
      onAdd={form.add}
      onEdit={form.edit}
      onDelete={(s) => void askDelete(s)}
    >
      <SupplierFormModal opened={form.opened} supplier={form.record} onClose={form.close} />
    </ContactListPage>
  );
}

import type { Merchant } from '@chalan/core/merchants/replies';
import { createMerchantBodySchema, updateMerchantBodySchema } from '@chalan/core/merchants/schemas';
import { Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AccountFields } from '../../../components/account-fields.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { schemaValidator, submitThenClose } from '../../../lib/form.ts';
import { useCreateMerchant, useUpdateMerchant } from '../api.ts';

interface MerchantFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The merchant to edit; none to add one. */
  merchant?: Merchant | null;
}

/** Add (shop name, email, password) and Edit (shop name, email) a merchant. */
export function MerchantFormModal({ opened, onClose, merchant }: MerchantFormModalProps) {
  const t = useTexts();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={merchant ? t('merchants.editTitle') : t('merchants.add')}
      centered
    >
      <MerchantForm key={merchant?.id ?? 'new'} merchant={merchant ?? null} onDone={onClose} />
    </Modal>
  );
}

function MerchantForm({ merchant, onDone }: { merchant: Merchant | null; onDone: () => void }) {
  const t = useTexts();
  const create = useCreateMerchant();
  const update = useUpdateMerchant();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { shopName: merchant?.name ?? '', email: merchant?.email ?? '', password: '' },
    validate: schemaValidator(merchant ? updateMerchantBodySchema : createMerchantBodySchema),
  });

  const submit = submitThenClose(form, onDone, ({ shopName, email, password }) =>
    merchant
      ? update.mutateAsync({ id: merchant.id, input: { shopName, email } })
      : create.mutateAsync({ shopName, email, password }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <AccountFields
          form={form}
          nameField={{ path: 'shopName', label: t('merchants.shopName') }}
          labels={{
            email: t('merchants.email'),
            password: t('merchants.password'),
            passwordHint: t('merchants.passwordHint'),
          }}
          withPassword={!merchant}
        />
        <FormActions onCancel={onDone} saving={create.isPending || update.isPending} />
      </Stack>
    </form>
  );
}

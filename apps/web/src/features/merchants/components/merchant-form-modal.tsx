import { createMerchantBodySchema, updateMerchantBodySchema } from '@chalan/core/merchants/schemas';
import { Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { reportFormError, schemaValidator } from '../../../lib/form.ts';
import { notifyApiSuccess, notifyError } from '../../../lib/notify.ts';
import { type MerchantRow, useCreateMerchant, useUpdateMerchant } from '../api.ts';

interface MerchantFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The merchant to edit; none to add one. */
  merchant?: MerchantRow | null;
}

/** Add (shop name, email, password) and Edit (shop name, email) a merchant. */
export function MerchantFormModal({ opened, onClose, merchant }: MerchantFormModalProps) {
  const { t } = useTranslation();
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

function MerchantForm({ merchant, onDone }: { merchant: MerchantRow | null; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateMerchant();
  const update = useUpdateMerchant();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { shopName: merchant?.name ?? '', email: merchant?.email ?? '', password: '' },
    validate: schemaValidator(merchant ? updateMerchantBodySchema : createMerchantBodySchema),
  });

  const submit = form.onSubmit(async ({ shopName, email, password }) => {
    try {
      const reply = merchant
        ? await update.mutateAsync({ id: merchant.id, input: { shopName, email } })
        : await create.mutateAsync({ shopName, email, password });
      notifyApiSuccess(reply);
      onDone();
    } catch (error) {
      reportFormError(form, error, notifyError);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('merchants.shopName')}
          withAsterisk
          data-autofocus
          autoComplete="off"
          key={form.key('shopName')}
          {...form.getInputProps('shopName')}
        />
        <TextInput
          label={t('merchants.email')}
          type="email"
          withAsterisk
          autoComplete="off"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        {merchant ? null : (
          <PasswordInput
            label={t('merchants.password')}
            description={t('merchants.passwordHint')}
            withAsterisk
            visibilityToggleButtonProps={{ 'aria-label': t('auth.toggleVisibility') }}
            autoComplete="new-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
        )}
        <FormActions onCancel={onDone} saving={create.isPending || update.isPending} />
      </Stack>
    </form>
  );
}

import type { Supplier } from '@chalan/core/suppliers/replies';
import { supplierBodySchema } from '@chalan/core/suppliers/schemas';
import { Modal, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormActions } from '../../../components/form-actions.tsx';
import { FormTextInput } from '../../../components/form-text-input.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { schemaValidator, showFieldErrors } from '../../../lib/form.ts';
import { notifyApiSuccess, notifyError } from '../../../lib/notify.ts';
import { type SupplierInput, useCreateSupplier, useUpdateSupplier } from '../api.ts';

const valuesOf = (supplier: Supplier | null): SupplierInput => ({
  name: supplier?.name ?? '',
  phone: supplier?.phone ?? '',
  address: supplier?.address ?? '',
  status: supplier?.status ?? true,
});

/** Add (supplier = null) or edit a supplier: a name; phone (a valid mobile when given) and address optional. */
function SupplierForm({ supplier, onDone }: { supplier: Supplier | null; onDone: () => void }) {
  const t = useTexts();
  const create = useCreateSupplier();
  const update = useUpdateSupplier();
  const form = useForm<SupplierInput>({
    mode: 'uncontrolled',
    initialValues: valuesOf(supplier),
    validate: schemaValidator(supplierBodySchema),
  });

  const submit = form.onSubmit(async (input) => {
    try {
      const reply = supplier
        ? await update.mutateAsync({ id: supplier.id, input })
        : await create.mutateAsync(input);
      notifyApiSuccess(reply);
      onDone();
    } catch (error) {
      showFieldErrors(form, error);
      notifyError(failureText(error, supplier ? 'failedToUpdateSupplier' : 'failedToAddSupplier'));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormTextInput form={form} path="name" label={t('suppliers.name')} withAsterisk data-autofocus />
        <FormTextInput form={form} path="phone" label={t('suppliers.phone')} type="tel" autoComplete="tel" />
        <FormTextInput
          form={form}
          path="address"
          label={t('suppliers.address')}
          autoComplete="street-address"
        />
        <Switch
          label={t('suppliers.active')}
          mt="xs"
          key={form.key('status')}
          {...form.getInputProps('status', { type: 'checkbox' })}
        />
        <FormActions onCancel={onDone} saving={create.isPending || update.isPending} />
      </Stack>
    </form>
  );
}

/** The Supplier Information modal (the spec titled it "Store Information" by mistake). */
export function SupplierFormModal({
  opened,
  supplier,
  onClose,
}: {
  opened: boolean;
  supplier: Supplier | null;
  onClose: () => void;
}) {
  const t = useTexts();
  return (
    <Modal opened={opened} onClose={onClose} title={t('suppliers.formTitle')} centered>
      {opened ? <SupplierForm key={supplier?.id ?? 'new'} supplier={supplier} onDone={onClose} /> : null}
    </Modal>
  );
}

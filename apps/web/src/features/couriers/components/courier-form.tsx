import type { Courier } from '@chalan/core/couriers/replies';
import { COURIER_MODES, COURIER_PROVIDERS } from '@chalan/core/couriers/schemas';
import {
  Divider,
  Group,
  Modal,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormActions } from '../../../components/form-actions.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { showFieldErrors } from '../../../lib/form.ts';
import { notifyApiSuccess, notifyError } from '../../../lib/notify.ts';
import { useCreateCourier, useUpdateCourier } from '../api.ts';
import { ConnectionTestPanel } from './connection-test.tsx';
import {
  type CourierFormValues,
  initialValues,
  storedCredentials,
  toInput,
  validateCourier,
} from './courier-form-values.ts';
import { CredentialFields } from './credential-fields.tsx';

/** Add (courier = null) or edit a courier: name, its API and credentials, mode, charges and status. */
function CourierForm({ courier, onDone }: { courier: Courier | null; onDone: () => void }) {
  const t = useTexts();
  const create = useCreateCourier();
  const update = useUpdateCourier();
  const form = useForm<CourierFormValues>({
    initialValues: initialValues(courier),
    validate: validateCourier(courier),
  });
  const { provider } = form.values;

  const submit = form.onSubmit(async (values) => {
    const input = toInput(values);
    try {
      const reply = courier
        ? await update.mutateAsync({ id: courier.id, input })
        : await create.mutateAsync(input);
      notifyApiSuccess(reply);
      onDone();
    } catch (error) {
      showFieldErrors(form, error);
      notifyError(failureText(error, 'failedToSaveCourier'));
    }
  });

  const charge = (field: 'chargeInDhaka' | 'chargeOutsideDhaka') => (
    <NumberInput
      label={t(`couriers.${field}`)}
      description={t('couriers.chargeHint')}
      leftSection="৳"
      min={0}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator=","
      inputMode="numeric"
      {...form.getInputProps(field)}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('couriers.name')} withAsterisk data-autofocus {...form.getInputProps('name')} />
        <Select
          label={t('couriers.provider')}
          description={t('couriers.providerHint')}
          data={COURIER_PROVIDERS.map((p) => ({ value: p, label: t(`couriers.providers.${p}`) }))}
          allowDeselect={false}
          withAsterisk
          {...form.getInputProps('provider')}
        />
        {provider !== 'none' ? (
          <>
            <Divider
              label={t('couriers.credentialsTitle', { provider: t(`couriers.providers.${provider}`) })}
            />
            <CredentialFields form={form} provider={provider} stored={storedCredentials(courier, provider)} />
            <Radio.Group label={t('couriers.mode')} {...form.getInputProps('mode')}>
              <Group gap="lg" mt={4}>
                {COURIER_MODES.map((mode) => (
                  <Radio key={mode} value={mode} label={t(`couriers.modes.${mode}`)} />
                ))}
              </Group>
            </Radio.Group>
            {provider === 'steadfast' ? (
              <Text size="xs" c="dimmed">
                {t('couriers.steadfastOneApi')}
              </Text>
            ) : null}
            <Switch
              label={t('couriers.completeOnDelivered')}
              description={t('couriers.completeOnDeliveredHint')}
              {...form.getInputProps('completeOnDelivered', { type: 'checkbox' })}
            />
            <Divider />
          </>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {charge('chargeInDhaka')}
          {charge('chargeOutsideDhaka')}
        </SimpleGrid>
        <Switch
          label={t('couriers.active')}
          mt="xs"
          {...form.getInputProps('status', { type: 'checkbox' })}
        />
        {courier?.apiActive ? <ConnectionTestPanel courier={courier} /> : null}
        <FormActions onCancel={onDone} saving={create.isPending || update.isPending} />
      </Stack>
    </form>
  );
}

export function CourierFormModal({
  opened,
  courier,
  onClose,
}: {
  opened: boolean;
  courier: Courier | null;
  onClose: () => void;
}) {
  const t = useTexts();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={courier ? t('couriers.editTitle') : t('couriers.addTitle')}
      size="lg"
      centered
    >
      {opened ? <CourierForm key={courier?.id ?? 'new'} courier={courier} onDone={onClose} /> : null}
    </Modal>
  );
}

import type { Confidence } from '@chalan/core/chat-order/types';
import type { Customer } from '@chalan/core/customers/replies';
import { type CustomerBody, customerBodySchema } from '@chalan/core/customers/schemas';
import { Alert, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { ConfidenceBadge } from '../../../components/confidence-badge.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { reportFormError, schemaValidator } from '../../../lib/form.ts';
import { notifyApiError, notifyApiSuccess, notifyError } from '../../../lib/notify.ts';
import { usePlaceOptions } from '../../../lib/use-place-options.ts';
import { ProductImageInput } from '../../products/components/product-image-input.tsx';
import { useSaveCustomer, useUploadCustomerImage } from '../api.ts';
import { PhoneTakenNotice } from './phone-taken-notice.tsx';

type DraftField = 'phone' | 'name' | 'address' | 'district' | 'thana';

/** A new customer's first values: a number typed in Start Order's search, or a message pasted from a chat. */
export interface CustomerDraft extends Partial<Pick<Values, DraftField>> {
  /** How sure each value read from a chat is: shown beside its field for the seller to check. */
  confidence?: Partial<Record<DraftField, Confidence>>;
}

export interface CustomerFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The customer to edit; none to add one. */
  customer?: Customer | null;
  /** Values to start a new customer with (Start Order's search that found nobody, a paste from chat). */
  initial?: CustomerDraft;
  /** Called with the saved customer (or the existing one the user chose instead); the modal closes itself. */
  onSaved?: (customer: Customer) => void;
}

interface Values {
  phone: string;
  name: string;
  address: string;
  district: string | null;
  thana: string | null;
  link: string;
}

const toBody = (v: Values): CustomerBody => ({
  phone: v.phone,
  name: v.name,
  address: v.address,
  district: v.district ?? undefined,
  thana: v.thana ?? undefined,
  link: v.link,
});

const validateBody = schemaValidator(customerBodySchema);

/** Customer Information: add or edit a customer (spec part 1 §2, §5); shared with Start Order. */
export function CustomerFormModal({ opened, onClose, customer, initial, onSaved }: CustomerFormModalProps) {
  const t = useTexts();
  const phone = useMediaQuery('(max-width: 40em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('customers.form.title')}
      size="lg"
      centered
      fullScreen={phone}
    >
      {/* Mounted only while open, so every opening starts from the customer's current values. */}
      {opened ? (
        <CustomerForm
          key={customer?.id ?? `new-${initial?.phone ?? ''}`}
          customer={customer ?? null}
          initial={initial}
          onDone={onClose}
          onSaved={onSaved}
        />
      ) : null}
    </Modal>
  );
}

interface CustomerFormProps {
  customer: Customer | null;
  initial?: CustomerDraft;
  onDone: () => void;
  onSaved?: (customer: Customer) => void;
}

function CustomerForm({ customer, initial, onDone, onSaved }: CustomerFormProps) {
  const t = useTexts();
  const initialPhone = initial?.phone;
  const confidence = initial?.confidence;
  /** A field's label, with how sure its value read from a chat is. */
  const label = (field: DraftField, text: string) => {
    const sure = confidence?.[field];
    return sure ? (
      <Group component="span" gap={6} wrap="nowrap" display="inline-flex">
        {text}
        <ConfidenceBadge confidence={sure} />
      </Group>
    ) : (
      text
    );
  };
  const save = useSaveCustomer();
  const upload = useUploadCustomerImage();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  // The customer who already has the number, after the server refused it.
  const [holderId, setHolderId] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      phone: customer?.phone ?? initialPhone ?? '',
      name: customer?.name ?? initial?.name ?? '',
      address: customer?.address ?? initial?.address ?? '',
      district: customer?.district ?? initial?.district ?? null,
      thana: customer?.thana ?? initial?.thana ?? null,
      link: customer?.link ?? '',
    },
    validate: (values) => validateBody(toBody(values)),
    onValuesChange: (values, previous) => {
      if (values.phone !== previous.phone) setHolderId(null);
    },
  });
  const places = usePlaceOptions();
  const thanas = places.thanasOf(form.values.district);

  const finish = (saved: Customer) => {
    onDone();
    onSaved?.(saved);
  };

  const submit = form.onSubmit(async (values) => {
    if (imageError) return;
    let saved: Customer;
    try {
      const reply = await save.mutateAsync({ id: customer?.id, body: toBody(values) });
      notifyApiSuccess(reply);
      saved = reply.customer;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && typeof error.params.customerId === 'string') {
        setHolderId(error.params.customerId);
      }
      reportFormError(form, error, notifyError);
      return;
    }
    if (image) {
      try {
        saved = (await upload.mutateAsync({ id: saved.id, file: image })).customer;
      } catch (error) {
        notifyApiError(error);
      }
    }
    finish(saved);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {holderId ? (
          <PhoneTakenNotice
            customerId={holderId}
            phone={form.values.phone}
            onUse={onSaved ? finish : undefined}
            onLeave={onDone}
          />
        ) : null}
        {confidence ? (
          <Alert color="yellow" p="xs">
            {t('chatOrder.formNote')}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={label('phone', t('customers.form.phone'))}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder={t('customers.form.phoneExample')}
            withAsterisk
            data-autofocus={customer || initialPhone ? undefined : true}
            {...form.getInputProps('phone')}
          />
          <TextInput
            label={label('name', t('customers.form.name'))}
            autoComplete="off"
            withAsterisk
            data-autofocus={!customer && initialPhone && !initial?.name ? true : undefined}
            {...form.getInputProps('name')}
          />
        </SimpleGrid>
        <TextInput
          label={label('address', t('customers.form.address'))}
          autoComplete="off"
          withAsterisk
          {...form.getInputProps('address')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label={t('customers.form.country')} value={t('customers.form.bangladesh')} readOnly />
          <Select
            label={label('district', t('customers.form.district'))}
            placeholder={t('customers.form.districtPlaceholder')}
            data={places.districts}
            searchable
            clearable
            nothingFoundMessage={t('customers.form.nothingFound')}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('district')}
            onChange={(district) => {
              form.setFieldValue('district', district);
              form.setFieldValue('thana', null);
            }}
          />
          <Select
            label={label('thana', t('customers.form.thana'))}
            placeholder={
              form.values.district ? t('customers.form.thanaPlaceholder') : t('customers.form.thanaHint')
            }
            data={thanas}
            searchable
            clearable
            disabled={!form.values.district}
            nothingFoundMessage={t('customers.form.nothingFound')}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('thana')}
          />
        </SimpleGrid>
        <ProductImageInput
          currentUrl={customer?.imageUrl ?? null}
          name={customer?.name ?? ''}
          error={imageError}
          onChange={(file, error) => {
            setImage(file);
            setImageError(error);
          }}
        />
        <TextInput
          label={t('customers.form.link')}
          placeholder="https://m.me/…"
          type="url"
          autoComplete="off"
          {...form.getInputProps('link')}
        />
        <FormActions onCancel={onDone} saving={save.isPending || upload.isPending} />
      </Stack>
    </form>
  );
}

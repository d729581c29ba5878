import type { Store } from '@chalan/core/stores/replies';
import {
  createStoreBodySchema,
  STORE_DISTRICT_LABELS,
  updateStoreBodySchema,
} from '@chalan/core/stores/schemas';
import { Modal, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormActions } from '../../../components/form-actions.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { schemaValidator, showFieldErrors } from '../../../lib/form.ts';
import { notifyApiSuccess, notifyError } from '../../../lib/notify.ts';
import { usePlaceOptions } from '../../../lib/use-place-options.ts';
import { type StoreInput, useCreateStore, useUpdateStore } from '../api.ts';

interface Values {
  name: string;
  phone: string;
  address: string;
  district: string | null;
  area: string | null;
  zip: string;
  status: boolean;
}

const valuesOf = (store: Store | null): Values => ({
  name: store?.name ?? '',
  phone: store?.phone ?? '',
  address: store?.address ?? '',
  district: store?.district && STORE_DISTRICT_LABELS.includes(store.district) ? store.district : null,
  area: store?.area ?? null,
  zip: store?.zip ?? '',
  status: store?.status ?? true,
});

/**
 * Add (store = null) or edit a store. Adding needs a name and a district; editing also needs phone,
 * address and area (spec part 2 §5). The area is one of the chosen district's thanas.
 */
function StoreForm({ store, onDone }: { store: Store | null; onDone: () => void }) {
  const t = useTexts();
  const create = useCreateStore();
  const update = useUpdateStore();
  const editing = store !== null;
  const form = useForm<Values>({
    initialValues: valuesOf(store),
    validate: schemaValidator(editing ? updateStoreBodySchema : createStoreBodySchema),
  });
  const places = usePlaceOptions();
  const areas = places.storeAreasOf(form.values.district);

  const submit = form.onSubmit(async (values) => {
    const input = values as StoreInput;
    try {
      const reply = editing
        ? await update.mutateAsync({ id: store.id, input })
        : await create.mutateAsync(input);
      notifyApiSuccess(reply);
      onDone();
    } catch (error) {
      showFieldErrors(form, error);
      notifyError(failureText(error, editing ? 'failedToUpdateStore' : 'failedToAddStore'));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('stores.name')} withAsterisk data-autofocus {...form.getInputProps('name')} />
        <TextInput
          label={t('stores.phone')}
          type="tel"
          autoComplete="tel"
          withAsterisk={editing}
          {...form.getInputProps('phone')}
        />
        <TextInput
          label={t('stores.address')}
          autoComplete="street-address"
          withAsterisk={editing}
          {...form.getInputProps('address')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t('stores.district')}
            placeholder={t('stores.districtPlaceholder')}
            data={places.storeDistricts}
            withAsterisk
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('district')}
            onChange={(district) => {
              form.setFieldValue('district', district);
              form.setFieldValue('area', null);
            }}
          />
          <Select
            label={t('stores.area')}
            placeholder={form.values.district ? t('stores.areaPlaceholder') : t('stores.areaHint')}
            data={areas}
            searchable
            nothingFoundMessage={t('stores.noArea')}
            disabled={!form.values.district}
            withAsterisk={editing}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('area')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t('stores.zip')} inputMode="numeric" {...form.getInputProps('zip')} />
          <Switch
            label={t('stores.active')}
            mt={{ base: 0, xs: 32 }}
            {...form.getInputProps('status', { type: 'checkbox' })}
          />
        </SimpleGrid>
        <FormActions onCancel={onDone} saving={create.isPending || update.isPending} />
      </Stack>
    </form>
  );
}

/** The Store Information modal; a new form for each store it opens with. */
export function StoreFormModal({
  opened,
  store,
  onClose,
}: {
  opened: boolean;
  store: Store | null;
  onClose: () => void;
}) {
  const t = useTexts();
  return (
    <Modal opened={opened} onClose={onClose} title={t('stores.formTitle')} size="lg" centered>
      {opened ? <StoreForm key={store?.id ?? 'new'} store={store} onDone={onClose} /> : null}
    </Modal>
  );
}

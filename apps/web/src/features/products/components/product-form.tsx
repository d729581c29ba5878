import { takaToPoisha } from '@chalan/core/money';
import type { Product } from '@chalan/core/products/replies';
import { type ProductBody, productFormSchema } from '@chalan/core/products/schemas';
import { DEFAULT_PRODUCT_WEIGHT_GRAMS, kgText, parseKg } from '@chalan/core/weight';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { FormTextInput } from '../../../components/form-text-input.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { reportFormError, schemaValidator } from '../../../lib/form.ts';
import { notifyApiError, notifyApiSuccess, notifyError } from '../../../lib/notify.ts';
import { type Option, useSaveProduct, useUploadProductImage } from '../api.ts';
import { ProductImageInput } from './product-image-input.tsx';

interface Values {
  name: string;
  description: string;
  brand: string;
  country: string;
  supplierId: string | null;
  storeId: string | null;
  /** Whole taka in the form; poisha on the wire. */
  liftPrice: number | string;
  salePrice: number | string;
  qty: number | string;
  /** Kilograms in the form (up to 3 decimals); grams on the wire. */
  weightGrams: number | string;
}

interface ProductFormProps {
  /** Absent when adding. */
  product?: Product;
  stores: Option[];
  suppliers: Option[];
  onDone: () => void;
}

const toTaka = (poisha: number) => poisha / 100;

function initialValues(product: Product | undefined, stores: Option[]): Values {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    brand: product?.brand ?? '',
    country: product?.country ?? '',
    supplierId: product?.supplier?.id ?? null,
    storeId: product?.store.id ?? stores.find((s) => s.status)?.id ?? null,
    liftPrice: product ? toTaka(product.liftPrice) : '',
    salePrice: product ? toTaka(product.salePrice) : '',
    qty: product?.qty ?? '',
    weightGrams: kgText(product?.weightGrams ?? DEFAULT_PRODUCT_WEIGHT_GRAMS),
  };
}

/** Product Information: add or edit; a chosen image is uploaded right after the product is saved. */
export function ProductForm({ product, stores, suppliers, onDone }: ProductFormProps) {
  const t = useTexts();
  const save = useSaveProduct();
  const upload = useUploadProductImage();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: initialValues(product, stores),
    validate: schemaValidator(productFormSchema),
  });

  const choices = (options: Option[], current?: { id: string; name: string } | null) => {
    const data = options.map((o) => ({
      value: o.id,
      label: o.status ? o.name : t('products.form.inactive', { name: o.name }),
    }));
    if (current && !options.some((o) => o.id === current.id))
      data.push({ value: current.id, label: current.name });
    return data;
  };

  const submit = form.onSubmit(async (values) => {
    if (imageError) return;
    const body: ProductBody = {
      ...values,
      storeId: values.storeId ?? '',
      liftPrice: takaToPoisha(Number(values.liftPrice)),
      salePrice: takaToPoisha(Number(values.salePrice)),
      qty: Number(values.qty),
      // Checked by the form schema: kilograms with at most 3 decimals are whole grams.
      weightGrams: parseKg(String(values.weightGrams)) ?? 0,
    };
    let saved: Product;
    try {
      const reply = await save.mutateAsync({ id: product?.id, body });
      notifyApiSuccess(reply);
      saved = reply.product;
    } catch (error) {
      reportFormError(form, error, notifyError);
      return;
    }
    if (image) {
      try {
        await upload.mutateAsync({ id: saved.id, file: image });
      } catch (error) {
        notifyApiError(error);
      }
    }
    onDone();
  });

  const sold = product ? product.qty - product.availableQty : 0;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ProductImageInput
          currentUrl={product?.imageUrl ?? null}
          name={product?.name ?? ''}
          error={imageError}
          onChange={(file, error) => {
            setImage(file);
            setImageError(error);
          }}
        />
        <FormTextInput form={form} path="name" label={t('products.form.name')} withAsterisk data-autofocus />
        <Textarea
          label={t('products.form.description')}
          autosize
          minRows={2}
          maxRows={5}
          key={form.key('description')}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <FormTextInput form={form} path="brand" label={t('products.form.brand')} />
          <FormTextInput form={form} path="country" label={t('products.form.country')} />
          <Select
            label={t('products.form.supplier')}
            placeholder={t('products.form.supplierPlaceholder')}
            data={choices(suppliers, product?.supplier)}
            clearable
            searchable
            key={form.key('supplierId')}
            {...form.getInputProps('supplierId')}
          />
          <Select
            label={t('products.form.store')}
            placeholder={t('products.form.storePlaceholder')}
            data={choices(stores, product?.store)}
            withAsterisk
            allowDeselect={false}
            key={form.key('storeId')}
            {...form.getInputProps('storeId')}
          />
          <NumberInput
            label={t('products.form.liftPrice')}
            withAsterisk
            min={0}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            key={form.key('liftPrice')}
            {...form.getInputProps('liftPrice')}
          />
          <NumberInput
            label={t('products.form.salePrice')}
            withAsterisk
            min={0}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            key={form.key('salePrice')}
            {...form.getInputProps('salePrice')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            label={t('products.form.qty')}
            withAsterisk
            description={sold > 0 ? t('products.form.qtySold', { sold }) : undefined}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            key={form.key('qty')}
            {...form.getInputProps('qty')}
          />
          <NumberInput
            label={t('shipping.weightKg')}
            withAsterisk
            description={t('shipping.productWeightHelp')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            min={0}
            decimalScale={3}
            allowNegative={false}
            hideControls
            inputMode="decimal"
            key={form.key('weightGrams')}
            {...form.getInputProps('weightGrams')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone}>
            {t('products.form.close')}
          </Button>
          <Button
            type="submit"
            loading={save.isPending || upload.isPending}
            leftSection={<IconDeviceFloppy size={18} />}
          >
            {t('products.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

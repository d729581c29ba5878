import type { Product } from '@chalan/core/products/replies';
import { stockInBodySchema } from '@chalan/core/products/schemas';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTexts } from '../../../i18n/use-texts.ts';
import { reportFormError, schemaValidator } from '../../../lib/form.ts';
import { notifyApiSuccess, notifyError } from '../../../lib/notify.ts';
import { useStockIn } from '../api.ts';

/** Received goods: a whole quantity of 1 or more, added to the quantity and to what is available. */
export function StockInForm({ product, onDone }: { product: Product; onDone: () => void }) {
  const t = useTexts();
  const stockIn = useStockIn();
  const form = useForm<{ qty: number | string }>({
    mode: 'uncontrolled',
    initialValues: { qty: '' },
    validate: schemaValidator(stockInBodySchema),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      notifyApiSuccess(await stockIn.mutateAsync({ id: product.id, qty: Number(values.qty) }));
      onDone();
    } catch (error) {
      reportFormError(form, error, notifyError);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('products.stockInForm.text', { name: product.name })}</Text>
        <Text size="sm" c="dimmed">
          {t('products.stockCell', { available: product.availableQty, qty: product.qty })}
        </Text>
        <NumberInput
          label={t('products.stockInForm.qty')}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          data-autofocus
          key={form.key('qty')}
          {...form.getInputProps('qty')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.close')}
          </Button>
          <Button type="submit" loading={stockIn.isPending}>
            {t('products.stockInForm.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

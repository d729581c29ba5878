import { MESSAGES } from '@chalan/core/messages';
import type { OrderDetail } from '@chalan/core/orders/replies';
import { Alert, Divider, Grid, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { FormActions } from '../../../../components/form-actions.tsx';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { reportFormError } from '../../../../lib/form.ts';
import { translateMessage } from '../../../../lib/messages.ts';
import { notifyError } from '../../../../lib/notify.ts';
import type { Courier } from '../../../couriers/api.ts';
import { CourierChoice } from '../../../couriers/components/courier-choice.tsx';
import { useChoiceParams } from '../../../couriers/hooks/use-choice-params.ts';
import { useUpdateOrder } from '../../api/create.ts';
import { notifyOrderChange } from '../courier-cancel/courier-notice.ts';
import { OrderChargesFields } from '../start-order/order-charges-fields.tsx';
import { OrderLinesTable } from '../start-order/order-lines-table.tsx';
import { shownWeight, weightBody } from '../start-order/order-weight.ts';
import { ProductSearch } from '../start-order/product-search.tsx';
import { TotalsBox } from '../start-order/totals-box.tsx';
import { DeliveryFields } from './delivery-fields.tsx';
import { useOrderEditForm } from './use-order-edit-form.ts';

interface OrderEditFormProps {
  order: OrderDetail;
  /** Active couriers only. */
  couriers: readonly Courier[];
  onDone: () => void;
}

/**
 * The order edit form (spec part 1 §5): delivery details, reference, lines, then Start Order's charges
 * (courier, discount, advance, note) beside the totals.
 */
export function OrderEditForm({ order, couriers, onDone }: OrderEditFormProps) {
  const t = useTexts();
  const update = useUpdateOrder();
  const edit = useOrderEditForm(order, couriers);
  const { form } = edit;
  // Which courier the seller's rule suggests for the order's district; the order keeps its own.
  const choiceParams = useChoiceParams(
    form.values.district,
    form.values.thana,
    weightBody(shownWeight(form.values.lines, form.values.weightGrams)),
    edit.totals.payable,
  );

  const submit = form.onSubmit(
    async () => {
      try {
        const reply = await update.mutateAsync({ id: order.id, body: edit.body() });
        notifyOrderChange(reply);
        onDone();
      } catch (error) {
        reportFormError(form, error, notifyError);
      }
    },
    () => notifyError(translateMessage('invalidInput', MESSAGES.invalidInput)),
  );

  const heading = (text: string) => (
    <Title order={3} size="h6">
      {text}
    </Title>
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {heading(t('startOrder.edit.delivery'))}
        <DeliveryFields form={form} onDistrictChange={edit.setDistrict} />
        <Divider />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('startOrder.info.refNo')}
            withAsterisk
            maxLength={60}
            {...form.getInputProps('refNo')}
          />
        </SimpleGrid>
        <Divider />
        {order.courierStatus === 'sent' && order.courier ? (
          // The money below is the parcel's COD: a change goes to the courier, or is refused.
          <Alert color="blue" variant="light" icon={<IconTruckDelivery />} p="xs">
            {t('courierCancel.editHint', { courier: order.courier.name })}
          </Alert>
        ) : null}
        {heading(t('startOrder.sections.products'))}
        <ProductSearch
          onPick={(product) => {
            const refused = edit.addProduct(product);
            if (refused) notifyError(translateMessage(refused, MESSAGES[refused]));
          }}
          error={form.errors.lines}
        />
        <OrderLinesTable
          lines={form.values.lines}
          inputProps={(path) => form.getInputProps(path)}
          onRemove={edit.removeLine}
        />
        <Divider />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <OrderChargesFields
              form={form}
              couriers={couriers}
              onCourierChange={edit.setCourier}
              deliveryCharge={{ kind: 'fromCourier', amount: edit.deliveryCharge }}
              advanceRequired
              courierChoice={
                choiceParams ? (
                  <CourierChoice
                    params={choiceParams}
                    selectedId={form.values.courierId}
                    onChoose={edit.setCourier}
                  />
                ) : null
              }
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <TotalsBox totals={edit.totals} />
          </Grid.Col>
        </Grid>
        <FormActions onCancel={onDone} saving={update.isPending} />
      </Stack>
    </form>
  );
}

import type { ChatOrderReply } from '@chalan/core/chat-order/schemas';
import { MESSAGES } from '@chalan/core/messages';
import type { OrderListItem } from '@chalan/core/orders/replies';
import { Button, Grid, Group, Paper, Stack, Title } from '@mantine/core';
import { IconDeviceFloppy, IconMessage2, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, useEffect, useRef, useState } from 'react';
import { WhenFirstNeeded } from '../../../../components/when-first-needed.tsx';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { reportFormError } from '../../../../lib/form.ts';
import { translateMessage } from '../../../../lib/messages.ts';
import { notifyApiError, notifyApiSuccess, notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { type Courier, useCourierChoice } from '../../../couriers/api.ts';
import { CourierChoice } from '../../../couriers/components/courier-choice.tsx';
import type { CustomerDraft } from '../../../customers/components/customer-form-modal.tsx';
import type { StoreOption } from '../../../stores/api.ts';
import { duplicateCheckQuery, type OrderCustomer, useCreateOrder } from '../../api/create.ts';
import { chatCustomer, linesFromChat } from './chat-fill.ts';
import { CustomerPicker } from './customer-picker.tsx';
import { duplicateOrders } from './duplicate-orders.ts';
import { OrderChargesFields } from './order-charges-fields.tsx';
import { OrderInfoFields } from './order-info-fields.tsx';
import { OrderLinesTable } from './order-lines-table.tsx';
import { ProductSearch } from './product-search.tsx';
import { TotalsBox } from './totals-box.tsx';
import { useStartOrderForm } from './use-start-order-form.ts';

// Shown only when the phone already has an order: not part of the form's first download.
const DuplicateOrdersModal = lazy(() =>
  import('./duplicate-orders-modal.tsx').then((m) => ({ default: m.DuplicateOrdersModal })),
);
const PasteFromChatModal = lazy(() =>
  import('./paste-from-chat-modal.tsx').then((m) => ({ default: m.PasteFromChatModal })),
);

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title} h="100%">
      <Group justify="space-between" align="center" gap="xs" mb="sm" wrap="nowrap">
        <Title order={2} size="h5">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

interface StartOrderFormProps {
  stores: readonly StoreOption[];
  /** Active couriers only. */
  couriers: readonly Courier[];
  /** Chosen first: the courier of the seller's last saved order (GET /api/orders/start-defaults). */
  defaultCourierId: string | null;
  /** The customer of `?customer=<id>`, once loaded. */
  initialCustomer: OrderCustomer | null;
  /** The form was cleared (saved or cancelled): the page forgets `?customer=`. */
  onCleared: () => void;
}

/** Start Order (spec part 1 §5, §9): customer, order details, lines, charges, totals; Cancel and Save. */
export function StartOrderForm({
  stores,
  couriers,
  defaultCourierId,
  initialCustomer,
  onCleared,
}: StartOrderFormProps) {
  const t = useTexts();
  const queryClient = useQueryClient();
  const create = useCreateOrder();
  const order = useStartOrderForm(stores, couriers, defaultCourierId);
  const { form, customer } = order;
  const [duplicates, setDuplicates] = useState<OrderListItem[] | null>(null);
  const [checking, setChecking] = useState(false);
  const [pasting, setPasting] = useState(false);
  // A new customer read from a chat message, in the new-customer form until the seller saves or closes it.
  const [draft, setDraft] = useState<CustomerDraft | null>(null);

  // Applied once per customer, so a refetch in the background cannot undo the user's own choice.
  const applied = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly loaded customer is applied
  useEffect(() => {
    if (!initialCustomer || applied.current === initialCustomer.id) return;
    applied.current = initialCustomer.id;
    order.setCustomer(initialCustomer);
  }, [initialCustomer]);

  // The courier choice's suggestion for the customer's district, chosen unless the user chose one.
  const choice = useCourierChoice(order.choiceParams);
  // biome-ignore lint/correctness/useExhaustiveDependencies: decided on each answer and each customer
  useEffect(() => {
    if (!choice.isPlaceholderData) order.applySuggestion(choice.data);
  }, [choice.data, choice.isPlaceholderData, customer?.district]);

  const clear = (nextCourierId?: string | null) => {
    order.clear(nextCourierId ?? undefined);
    setDuplicates(null);
    setDraft(null);
    onCleared();
  };

  async function save() {
    try {
      const body = order.body();
      notifyApiSuccess(await create.mutateAsync(body));
      clear(body.courierId);
    } catch (error) {
      setDuplicates(null);
      reportFormError(form, error, notifyError);
    }
  }

  const submit = form.onSubmit(
    async () => {
      if (!customer) return;
      setChecking(true);
      try {
        const check = await queryClient.fetchQuery({ ...duplicateCheckQuery(customer.phone), staleTime: 0 });
        const earlier = duplicateOrders(check);
        if (earlier.length > 0) setDuplicates(earlier);
        else await save();
      } catch (error) {
        notifyApiError(error);
      } finally {
        setChecking(false);
      }
    },
    (errors) => {
      const key = errors.customerId ? 'pleaseSelectCustomer' : 'invalidInput';
      notifyError(translateMessage(key, MESSAGES[key]));
    },
  );

  /** A checked chat message into the form: the customer as if picked (or the new-customer form), the lines as if added. */
  const fillFromChat = (reply: ChatOrderReply) => {
    const who = chatCustomer(reply);
    if (who && 'customer' in who) order.setCustomer(who.customer);
    else if (who) {
      order.setCustomer(null);
      setDraft(who.draft);
    }
    const short = order.addProducts(linesFromChat(reply));
    for (const line of short) notifyError(t('chatOrder.short', { ...line }));
    // The new-customer form says it was filled from the chat; a notice over it would hide its title.
    if (!(who && 'draft' in who)) notifySuccess(t('chatOrder.filled'));
  };

  const pickProduct: Parameters<typeof ProductSearch>[0]['onPick'] = (product) => {
    const refused = order.addProduct(product);
    if (refused) notifyError(translateMessage(refused, MESSAGES[refused]));
  };

  return (
    <form
      // The new-customer modal's form sits in a portal, but React still bubbles its submit up to here.
      onSubmit={(event) => event.target === event.currentTarget && submit(event)}
      noValidate
      aria-label={t('pages.startOrder')}
    >
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Section
            title={t('startOrder.sections.customer')}
            action={
              <Button
                variant="light"
                size="compact-sm"
                leftSection={<IconMessage2 size={16} />}
                onClick={() => setPasting(true)}
              >
                {t('chatOrder.open')}
              </Button>
            }
          >
            <CustomerPicker
              customer={customer}
              onChange={order.setCustomer}
              error={form.errors.customerId}
              draft={draft}
              onDraftDone={() => setDraft(null)}
            />
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Section title={t('startOrder.sections.details')}>
            <OrderInfoFields form={form} stores={stores} />
          </Section>
        </Grid.Col>
        <Grid.Col span={12}>
          <Section title={t('startOrder.sections.products')}>
            <Stack gap="sm">
              <ProductSearch onPick={pickProduct} error={form.errors.lines} />
              <OrderLinesTable
                lines={form.values.lines}
                inputProps={(path) => form.getInputProps(path)}
                onRemove={order.removeLine}
              />
            </Stack>
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Section title={t('startOrder.sections.charges')}>
            <OrderChargesFields
              form={form}
              couriers={couriers}
              onCourierChange={order.setCourier}
              deliveryCharge={{ kind: 'typed', onType: order.typeCharge, onBlur: order.blurCharge }}
              courierChoice={
                order.choiceParams ? (
                  <CourierChoice
                    params={order.choiceParams}
                    selectedId={form.values.courierId}
                    onChoose={order.setCourier}
                  />
                ) : null
              }
            />
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <TotalsBox totals={order.totals} />
            <Group justify="flex-end" grow>
              <Button variant="default" leftSection={<IconX size={18} />} onClick={() => clear()}>
                {t('startOrder.cancel')}
              </Button>
              <Button
                type="submit"
                loading={checking || create.isPending}
                leftSection={<IconDeviceFloppy size={18} />}
              >
                {t('startOrder.save')}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
      <WhenFirstNeeded needed={pasting}>
        <PasteFromChatModal opened={pasting} onClose={() => setPasting(false)} onFill={fillFromChat} />
      </WhenFirstNeeded>
      <WhenFirstNeeded needed={duplicates !== null}>
        <DuplicateOrdersModal
          phone={customer?.phone ?? ''}
          orders={duplicates}
          saving={create.isPending}
          onCancel={() => setDuplicates(null)}
          onConfirm={() => void save()}
        />
      </WhenFirstNeeded>
    </form>
  );
}

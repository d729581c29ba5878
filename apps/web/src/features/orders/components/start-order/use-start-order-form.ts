import { schemaProblems } from '@chalan/core/field-problems';
import type { PaymentType } from '@chalan/core/orders/payment';
import { type CreateOrderInput, createOrderBodySchema } from '@chalan/core/orders/schemas';
import type { DeliveryType, ItemType } from '@chalan/core/orders/shipping';
import { dhakaDate } from '@chalan/core/time';
import { FORM_INDEX, type FormErrors, useForm } from '@mantine/form';
import { useState } from 'react';
import type { Courier } from '../../../couriers/api.ts';
import { useChoiceParams } from '../../../couriers/hooks/use-choice-params.ts';
import type { StoreOption } from '../../../stores/api.ts';
import type { FoundProduct, OrderCustomer } from '../../api/create.ts';
import { preselection, type SuggestionReply } from './courier-preselect.ts';
import {
  courierChargeFor,
  type DiscountValue,
  discountOf,
  formTotals,
  type LineValue,
  lineBody,
  orderFormErrors,
  poishaToInput,
  startOrderCharge,
  takaOrZero,
  withProduct,
  withProducts,
} from './order-form-values.ts';
import { shownWeight, weightBody, weightErrors } from './order-weight.ts';

export interface StartOrderValues {
  /** '' until a customer is chosen (the customer itself is kept beside the form). */
  customerId: string;
  salesDate: string;
  refNo: string;
  storeId: string | null;
  lines: LineValue[];
  discountOnAll: DiscountValue;
  paymentType: PaymentType;
  courierId: string | null;
  /** Taka; follows the courier and the customer's district until the user types a value. */
  deliveryCharge: number | string;
  advance: number | string;
  note: string;
  /** Kilograms as typed; null while it follows the lines (order-weight.ts). */
  weightGrams: number | string | null;
  deliveryType: DeliveryType;
  itemType: ItemType;
}

const defaultStore = (stores: readonly StoreOption[]) => stores.find((s) => s.status)?.id ?? null;

/** A new order's values; `courierId` is the one chosen first (the last used, or none). */
export function emptyOrder(
  stores: readonly StoreOption[],
  courierId: string | null = null,
): StartOrderValues {
  return {
    customerId: '',
    salesDate: dhakaDate(new Date()),
    refNo: '',
    storeId: defaultStore(stores),
    lines: [],
    discountOnAll: { type: 'fixed', value: '' },
    paymentType: 'COD',
    courierId,
    deliveryCharge: '',
    advance: '',
    note: '',
    weightGrams: null,
    deliveryType: 'home',
    itemType: 'parcel',
  };
}

/** The body of `POST /api/orders`: money typed in taka becomes poisha (core's parseTaka). */
export function orderBody(values: StartOrderValues, deliveryCharge: number | null): CreateOrderInput {
  return {
    customerId: values.customerId,
    storeId: values.storeId ?? '',
    salesDate: values.salesDate,
    refNo: values.refNo,
    courierId: values.courierId ?? '',
    paymentType: values.paymentType,
    lines: values.lines.map(lineBody),
    discountOnAll: discountOf(values.discountOnAll),
    ...(deliveryCharge === null ? {} : { deliveryCharge }),
    advance: takaOrZero(values.advance),
    note: values.note.trim() || undefined,
    weightGrams: weightBody(shownWeight(values.lines, values.weightGrams)),
    deliveryType: values.deliveryType,
    itemType: values.itemType,
  };
}

/** Core's create schema over the form (its messages in the user's language), plus the lines' limits. */
export function validateStartOrder(values: StartOrderValues): FormErrors {
  return {
    ...orderFormErrors(
      schemaProblems(createOrderBodySchema, orderBody(values, null), ''),
      values,
      'customerId',
    ),
    ...weightErrors(values.lines, shownWeight(values.lines, values.weightGrams)),
  };
}

/**
 * Start Order's form: Mantine form values plus the chosen customer, and the delivery charge that follows
 * the courier and the customer's district until the user types one (then the typed value wins).
 */
export function useStartOrderForm(
  stores: readonly StoreOption[],
  couriers: readonly Courier[],
  defaultCourierId: string | null,
) {
  const [customer, setCustomerState] = useState<OrderCustomer | null>(null);
  const [chargeTyped, setChargeTyped] = useState(false);
  // The courier choice preselects the suggested courier once per district, until the user picks one.
  const [pickedByHand, setPickedByHand] = useState(false);
  const [decidedFor, setDecidedFor] = useState<string | null>(null);
  /** A new order with `courierId` chosen (while active) and its charge shown until a customer is picked. */
  const fresh = (courierId: string | null) => {
    const active = couriers.some((c) => c.id === courierId) ? courierId : null;
    const charge = courierChargeFor(couriers, active, null);
    return { ...emptyOrder(stores, active), deliveryCharge: charge === null ? '' : poishaToInput(charge) };
  };
  const form = useForm<StartOrderValues>({
    initialValues: fresh(defaultCourierId),
    validate: validateStartOrder,
    validateInputOnChange: [
      `lines.${FORM_INDEX}.qty`,
      `lines.${FORM_INDEX}.discount`,
      'discountOnAll.value',
      'weightGrams',
    ],
  });
  const { values } = form;
  const courierCharge = courierChargeFor(couriers, values.courierId, customer?.district);
  const charge = startOrderCharge(courierCharge, chargeTyped ? values.deliveryCharge : null);
  const totals = formTotals(values.lines, values.discountOnAll, charge.shown, takaOrZero(values.advance));
  const choiceParams = useChoiceParams(
    customer?.district,
    customer?.thana,
    weightBody(shownWeight(values.lines, values.weightGrams)),
    totals.payable,
  );

  /** Shows the courier's charge in the field unless the user typed their own. */
  const followCharge = (courierId: string | null, district: string | null | undefined) => {
    if (chargeTyped) return;
    const next = courierChargeFor(couriers, courierId, district);
    form.setFieldValue('deliveryCharge', next === null ? '' : poishaToInput(next));
  };

  const setCustomer = (next: OrderCustomer | null) => {
    setCustomerState(next);
    form.setFieldValue('customerId', next?.id ?? '');
    form.clearFieldError('customerId');
    followCharge(values.courierId, next?.district);
  };

  const chooseCourier = (courierId: string | null) => {
    form.setFieldValue('courierId', courierId);
    form.clearFieldError('courierId');
    followCharge(courierId, customer?.district);
  };

  /** The user's own choice (the select, or a row of the courier choice): never overridden. */
  const setCourier = (courierId: string | null) => {
    setPickedByHand(true);
    chooseCourier(courierId);
  };

  /** The courier choice answered: its suggestion is chosen unless the user chose one (courier-preselect.ts). */
  const applySuggestion = (reply: SuggestionReply | undefined) => {
    const next = preselection(
      {
        district: customer?.district ?? null,
        pickedByHand,
        decidedFor,
        courierId: values.courierId,
        activeIds: couriers.map((c) => c.id),
      },
      reply,
    );
    if (!next) return;
    setDecidedFor(next.decidedFor);
    if (next.courierId) chooseCourier(next.courierId);
  };

  const typeCharge = (value: number | string) => {
    setChargeTyped(true);
    form.setFieldValue('deliveryCharge', value);
  };

  /** A cleared field goes back to the courier's charge. */
  const blurCharge = () => {
    if (String(values.deliveryCharge).trim() !== '') return;
    setChargeTyped(false);
    form.setFieldValue('deliveryCharge', courierCharge === null ? '' : poishaToInput(courierCharge));
  };

  /** New lines (or quantities): messages about the old positions no longer apply. */
  const setLines = (lines: LineValue[]) => {
    form.setFieldValue('lines', lines);
    form.setErrors(
      Object.fromEntries(Object.entries(form.errors).filter(([path]) => !path.startsWith('lines'))),
    );
  };

  /** A picked product: a new line or one more; otherwise the message key that says why not. */
  const addProduct = (product: FoundProduct) => {
    const result = withProduct(values.lines, product);
    if ('error' in result) return result.error;
    setLines(result.lines);
    return null;
  };

  /** Products with quantities at once (a paste from chat); returns what the stock could not give. */
  const addProducts = (items: Parameters<typeof withProducts>[1]) => {
    const result = withProducts(values.lines, items);
    setLines(result.lines);
    return result.short;
  };

  const removeLine = (index: number) => setLines(values.lines.filter((_, i) => i !== index));

  /** Back to a new order; after a save its courier is the one to choose next (the server keeps it too). */
  const clear = (courierId = defaultCourierId) => {
    form.setValues(fresh(courierId));
    form.clearErrors();
    setCustomerState(null);
    setChargeTyped(false);
    setPickedByHand(false);
    setDecidedFor(null);
  };

  return {
    form,
    customer,
    setCustomer,
    setCourier,
    choiceParams,
    applySuggestion,
    typeCharge,
    blurCharge,
    totals,
    addProduct,
    addProducts,
    removeLine,
    /** The charge sent is the one the totals box shows. */
    body: () => orderBody(values, charge.sent),
    clear,
  };
}

import { schemaProblems } from '@chalan/core/field-problems';
import type { PaymentType } from '@chalan/core/orders/payment';
import type { OrderDetail } from '@chalan/core/orders/replies';
import type { DeliveryType, ItemType } from '@chalan/core/orders/shipping';
import { type EditOrderInput, editOrderBodySchema } from '@chalan/core/orders/write-schemas';
import { kgText } from '@chalan/core/weight';
import { FORM_INDEX, type FormErrors, useForm } from '@mantine/form';
import { useState } from 'react';
import type { Courier } from '../../../couriers/api.ts';
import type { FoundProduct } from '../../api/create.ts';
import {
  courierChargeFor,
  type DiscountValue,
  discountOf,
  formTotals,
  type LineValue,
  lineBody,
  orderFormErrors,
  poishaToInput,
  takaOrZero,
  withProduct,
} from '../start-order/order-form-values.ts';
import { formLinesWeight, shownWeight, weightBody, weightErrors } from '../start-order/order-weight.ts';

export interface OrderEditValues {
  name: string;
  phone: string;
  address: string;
  district: string | null;
  thana: string | null;
  refNo: string;
  paymentType: PaymentType;
  courierId: string | null;
  lines: LineValue[];
  discountOnAll: DiscountValue;
  advance: number | string;
  note: string;
  /** Kilograms as typed; null while it follows the lines. */
  weightGrams: number | string | null;
  deliveryType: DeliveryType;
  itemType: ItemType;
}

/** The units each product has on this order: they count as available to it (spec part 1 §5). */
const ownUnits = (order: OrderDetail) =>
  order.lines.reduce((units, l) => units.set(l.productId, (units.get(l.productId) ?? 0) + l.qty), new Map());

/** The edit form as it opens: the order's values, money back in taka, zeros as blank fields. */
export function initialValues(order: OrderDetail, couriers: readonly Courier[]): OrderEditValues {
  const own = ownUnits(order);
  const lines = order.lines.map(
    (l): LineValue => ({
      productId: l.productId,
      name: l.name,
      salePrice: l.salePrice,
      maxQty: l.availableQty + (own.get(l.productId) ?? 0),
      qty: l.qty,
      discount: l.discount === 0 ? '' : poishaToInput(l.discount),
      weightGrams: l.weightGrams,
    }),
  );
  return {
    name: order.name,
    phone: order.phone,
    address: order.address,
    district: order.district,
    thana: order.thana,
    refNo: order.refNo ?? '',
    paymentType: order.paymentType,
    // Only active couriers are offered; an order whose courier was switched off must pick another.
    courierId: couriers.some((c) => c.id === order.courier?.id) ? (order.courier?.id ?? null) : null,
    lines,
    discountOnAll: {
      type: order.discount.type,
      value: order.discount.value === 0 ? '' : poishaToInput(order.discount.value),
    },
    advance: order.advance === 0 ? '' : poishaToInput(order.advance),
    note: order.note ?? '',
    // A weight other than its lines' sum was typed by hand: it stays until cleared.
    weightGrams: order.weightGrams === formLinesWeight(lines) ? null : kgText(order.weightGrams),
    deliveryType: order.deliveryType,
    itemType: order.itemType,
  };
}

export function editBody(values: OrderEditValues, deliveryCharge: number): EditOrderInput {
  return {
    name: values.name,
    phone: values.phone,
    address: values.address,
    district: values.district ?? undefined,
    thana: values.thana ?? undefined,
    refNo: values.refNo,
    paymentType: values.paymentType,
    courierId: values.courierId ?? '',
    lines: values.lines.map(lineBody),
    discountOnAll: discountOf(values.discountOnAll),
    deliveryCharge,
    advance: takaOrZero(values.advance),
    note: values.note.trim() || undefined,
    weightGrams: weightBody(shownWeight(values.lines, values.weightGrams)),
    deliveryType: values.deliveryType,
    itemType: values.itemType,
  };
}

function validateEdit(values: OrderEditValues): FormErrors {
  return {
    ...orderFormErrors(schemaProblems(editOrderBodySchema, editBody(values, 0), ''), values, 'name'),
    ...weightErrors(values.lines, shownWeight(values.lines, values.weightGrams)),
  };
}

/**
 * The order edit form. The delivery charge is read-only: the order's own until the courier or the
 * district changes, then the courier's charge for the district (spec part 1 §5).
 */
export function useOrderEditForm(order: OrderDetail, couriers: readonly Courier[]) {
  const [chargeFollows, setChargeFollows] = useState(false);
  const form = useForm<OrderEditValues>({
    initialValues: initialValues(order, couriers),
    validate: validateEdit,
    validateInputOnChange: [
      `lines.${FORM_INDEX}.qty`,
      `lines.${FORM_INDEX}.discount`,
      'discountOnAll.value',
      'weightGrams',
    ],
  });
  const { values } = form;
  const followed = chargeFollows ? courierChargeFor(couriers, values.courierId, values.district) : null;
  const deliveryCharge = followed ?? order.deliveryCharge;
  const totals = formTotals(values.lines, values.discountOnAll, deliveryCharge, takaOrZero(values.advance));
  const own = ownUnits(order);

  const setLines = (lines: LineValue[]) => {
    form.setFieldValue('lines', lines);
    form.setErrors(
      Object.fromEntries(Object.entries(form.errors).filter(([path]) => !path.startsWith('lines'))),
    );
  };

  return {
    form,
    totals,
    deliveryCharge,
    setCourier: (courierId: string | null) => {
      form.setFieldValue('courierId', courierId);
      setChargeFollows(true);
    },
    setDistrict: (district: string | null) => {
      form.setFieldValue('district', district);
      form.setFieldValue('thana', null);
      setChargeFollows(true);
    },
    addProduct: (product: FoundProduct) => {
      const result = withProduct(values.lines, product, own.get(product.id) ?? 0);
      if ('error' in result) return result.error;
      setLines(result.lines);
      return null;
    },
    removeLine: (index: number) => setLines(values.lines.filter((_, i) => i !== index)),
    body: () => editBody(values, deliveryCharge),
  };
}

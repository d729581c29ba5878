import { z } from 'zod';
import { withLatinDigits } from '../digits.ts';
import { exportColumnsQuerySchema } from '../export-columns.ts';
import { listQuerySchema } from '../list.ts';
import { MESSAGE_KEY } from '../messages.ts';
import { CUSTOMER_ANSWER_FILTERS } from '../sms/schemas.ts';
import { lineText } from '../text.ts';
import { PAYMENT_TYPES } from './payment.ts';

/** The order lists: one per status, and `all` for search results and a customer's orders. */
export const ORDER_LISTS = ['processing', 'ready', 'completed', 'returned', 'cancelled', 'all'] as const;
export type OrderList = (typeof ORDER_LISTS)[number];

/** Most orders one request may name with `ids` (a selection to print or download). */
export const MAX_ORDER_IDS = 500;

/** A query string sends an empty value for a cleared field: that is no filter. */
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalParam = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

const date = z.iso.date({ error: MESSAGE_KEY.orderFilterDateInvalid });
const amount = z.preprocess(
  withLatinDigits,
  z.coerce
    .number({ error: MESSAGE_KEY.orderAmountInvalid })
    .int({ error: MESSAGE_KEY.orderAmountInvalid })
    .min(0, { error: MESSAGE_KEY.orderAmountInvalid })
    .max(100_000_000_000, { error: MESSAGE_KEY.orderAmountInvalid }),
);
const uuid = z.uuid();

/**
 * The filters every order list and the export share (Advance Search and more). Dates are sales dates,
 * inclusive; amounts compare the bill in poisha; `ids` is a comma-separated list of order ids.
 */
export const orderFiltersSchema = z.object({
  status: z.preprocess(
    blank,
    z.enum(ORDER_LISTS, { error: MESSAGE_KEY.orderListStatusInvalid }).default('all'),
  ),
  search: listQuerySchema.shape.search,
  customerId: optionalParam(z.uuid({ error: MESSAGE_KEY.orderCustomerUnknown })),
  courierId: optionalParam(z.uuid({ error: MESSAGE_KEY.orderCourierUnknown })),
  district: optionalParam(lineText().max(60)),
  paymentType: optionalParam(z.enum(PAYMENT_TYPES, { error: MESSAGE_KEY.orderPaymentTypeInvalid })),
  customerAnswer: optionalParam(
    z.enum(CUSTOMER_ANSWER_FILTERS, { error: MESSAGE_KEY.orderCustomerAnswerInvalid }),
  ),
  from: optionalParam(date),
  to: optionalParam(date),
  minAmount: optionalParam(amount),
  maxAmount: optionalParam(amount),
  ids: optionalParam(
    lineText()
      .transform((text) => [
        ...new Set(
          text
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ])
      .refine((ids) => ids.length <= MAX_ORDER_IDS && ids.every((id) => uuid.safeParse(id).success), {
        error: MESSAGE_KEY.orderIdsInvalid,
        params: { max: MAX_ORDER_IDS },
      }),
  ),
});

type Ranges = { from?: string; to?: string; minAmount?: number; maxAmount?: number };

function checkRanges(filters: Ranges, ctx: z.RefinementCtx) {
  if (filters.from && filters.to && filters.from > filters.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: MESSAGE_KEY.orderDateRangeInvalid });
  }
  if (
    filters.minAmount !== undefined &&
    filters.maxAmount !== undefined &&
    filters.minAmount > filters.maxAmount
  ) {
    ctx.addIssue({ code: 'custom', path: ['maxAmount'], message: MESSAGE_KEY.orderAmountRangeInvalid });
  }
}

/** The filters with their ranges checked: which orders a bulk send takes. */
export const checkedOrderFiltersSchema = orderFiltersSchema.superRefine(checkRanges);

/** `GET /api/orders/export` (and a merchant's): the filters, and the header row's language. */
export const orderExportQuerySchema = orderFiltersSchema
  .extend(exportColumnsQuerySchema.shape)
  .superRefine(checkRanges);
export type OrderFilters = z.infer<typeof orderFiltersSchema>;

/** `GET /api/orders`: a page of one list, with the filters. */
export const orderListQuerySchema = orderFiltersSchema
  .extend({ page: listQuerySchema.shape.page, limit: listQuerySchema.shape.limit })
  .superRefine(checkRanges);
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

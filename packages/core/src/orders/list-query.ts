import { z } from 'zod';
import { withLatinDigits } from '../digits.ts';
import { listQuerySchema } from '../list.ts';
import { formatMessage, MESSAGES } from '../messages.ts';
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

const date = z.iso.date({ error: MESSAGES.orderFilterDateInvalid });
const amount = z.preprocess(
  withLatinDigits,
  z.coerce
    .number({ error: MESSAGES.orderAmountInvalid })
    .int({ error: MESSAGES.orderAmountInvalid })
    .min(0, { error: MESSAGES.orderAmountInvalid })
    .max(100_000_000_000, { error: MESSAGES.orderAmountInvalid }),
);
const uuid = z.uuid();
const idsMessage = formatMessage('orderIdsInvalid', { max: MAX_ORDER_IDS });

/**
 * The filters every order list and the export share (Advance Search and more). Dates are sales dates,
 * inclusive; amounts compare the bill in poisha; `ids` is a comma-separated list of order ids.
 */
export const orderFiltersSchema = z.object({
  status: z.preprocess(blank, z.enum(ORDER_LISTS, { error: MESSAGES.orderListStatusInvalid }).default('all')),
  search: listQuerySchema.shape.search,
  customerId: optionalParam(z.uuid({ error: MESSAGES.orderCustomerUnknown })),
  courierId: optionalParam(z.uuid({ error: MESSAGES.orderCourierUnknown })),
  district: optionalParam(lineText().max(60)),
  paymentType: optionalParam(z.enum(PAYMENT_TYPES, { error: MESSAGES.orderPaymentTypeInvalid })),
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
        error: idsMessage,
      }),
  ),
});

type Ranges = { from?: string; to?: string; minAmount?: number; maxAmount?: number };

function checkRanges(filters: Ranges, ctx: z.RefinementCtx) {
  if (filters.from && filters.to && filters.from > filters.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: MESSAGES.orderDateRangeInvalid });
  }
  if (
    filters.minAmount !== undefined &&
    filters.maxAmount !== undefined &&
    filters.minAmount > filters.maxAmount
  ) {
    ctx.addIssue({ code: 'custom', path: ['maxAmount'], message: MESSAGES.orderAmountRangeInvalid });
  }
}

export const orderExportQuerySchema = orderFiltersSchema.superRefine(checkRanges);
export type OrderFilters = z.infer<typeof orderFiltersSchema>;

/** `GET /api/orders`: a page of one list, with the filters. */
export const orderListQuerySchema = orderFiltersSchema
  .extend({ page: listQuerySchema.shape.page, limit: listQuerySchema.shape.limit })
  .superRefine(checkRanges);
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

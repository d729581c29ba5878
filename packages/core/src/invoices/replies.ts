import { z } from 'zod';
import { orderDetailSchema } from '../orders/replies.ts';

/** The seller at the top of every invoice. */
export const invoiceSellerSchema = z.object({
  name: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  logoUrl: z.string().nullable(),
});

/** The store an order ships from, printed as its sender. */
export const invoiceSenderSchema = z.object({
  name: z.string(),
  address: z.string().nullable(),
  area: z.string().nullable(),
  district: z.string().nullable(),
  phone: z.string().nullable(),
  zip: z.string().nullable(),
});
export type InvoiceSender = z.output<typeof invoiceSenderSchema>;

/** What the invoice generator prints (`GET /api/invoices`): the seller, and each order with its sender. */
export const invoicesReplySchema = z
  .object({
    seller: invoiceSellerSchema,
    invoices: z.array(z.object({ order: orderDetailSchema, sender: invoiceSenderSchema })),
  })
  .meta({ id: 'Invoices' });
export type InvoicesReply = z.output<typeof invoicesReplySchema>;

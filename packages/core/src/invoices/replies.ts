import { z } from 'zod';
import type { OrderDetail } from '../orders/dto.ts';

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

/**
 * What the invoice generator prints (`GET /api/invoices`). The order's schema is still the server's
 * (`orderDetailSchema`); the route joins it to these two until the order detail moves to core.
 */
export interface InvoicesReply {
  seller: z.output<typeof invoiceSellerSchema>;
  invoices: { order: OrderDetail; sender: InvoiceSender }[];
}

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

/** The order's parcel on the road, as a courier's label names it; null when no courier has booked it. */
export const invoiceParcelSchema = z
  .object({
    courier: z.string(),
    consignmentId: z
      .string()
      .nullable()
      .meta({ description: 'The courier’s id of the parcel; null until the courier confirms the booking' }),
    trackingCode: z.string().nullable(),
  })
  .nullable();
export type InvoiceParcel = z.output<typeof invoiceParcelSchema>;

/** The customer's tracking page of the order (printed as a QR on its label); null for an order never sent. */
export const invoiceTrackingUrlSchema = z
  .string()
  .nullable()
  .meta({ description: 'The public tracking page of the order; null until a courier has booked it' });

/**
 * What the invoice generator prints (`GET /api/invoices`): the seller, and each order with its sender,
 * parcel and tracking link.
 */
export const invoicesReplySchema = z
  .object({
    seller: invoiceSellerSchema,
    invoices: z.array(
      z.object({
        order: orderDetailSchema,
        sender: invoiceSenderSchema,
        parcel: invoiceParcelSchema,
        trackingUrl: invoiceTrackingUrlSchema,
      }),
    ),
  })
  .meta({ id: 'Invoices' });
export type InvoicesReply = z.output<typeof invoicesReplySchema>;

import { z } from 'zod';
import { messageReplySchema } from '../replies.ts';

const poisha = z.number().int().meta({ description: 'Poisha' });

/** One error of a row, with its message key and values for the web's own language. */
const importRowErrorSchema = z.object({
  row: z.number().int().meta({ description: 'The row as the spreadsheet numbers it (the header is row 1)' }),
  column: z.string().meta({ description: 'The column’s header in the file ("" for the row as a whole)' }),
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string(),
});
export type ImportRowError = z.output<typeof importRowErrorSchema>;

/** A row that would become an order, as the preview lists it. */
const previewOrderSchema = z.object({
  row: z.number().int(),
  name: z.string(),
  phone: z.string(),
  district: z.string(),
  thana: z.string().nullable(),
  products: z.string(),
  courier: z.string(),
  salesDate: z.string(),
  refNo: z.string(),
  bill: poisha,
  payable: poisha,
});
export type PreviewOrder = z.output<typeof previewOrderSchema>;

const checkSchema = z.object({
  rows: z.number().int().meta({ description: 'Rows with something in them (blank rows are skipped)' }),
  valid: z.number().int(),
  invalid: z.number().int(),
  header: z.array(z.string()),
  ignoredColumns: z.array(z.string()).meta({ description: 'Headers not known; their cells are ignored' }),
  totals: z.object({ bill: poisha, payable: poisha }).meta({ description: 'Over every valid row' }),
  orders: z.array(previewOrderSchema).meta({ description: 'The first 100 valid rows' }),
  errors: z.array(importRowErrorSchema),
  rejected: z.array(z.object({ row: z.number().int(), cells: z.array(z.string()) })).meta({
    description: 'The rows left out, with their cells as the file has them (for the error report)',
  }),
});

/** `POST /api/order-imports/preview`: every row checked, nothing written. */
export const orderImportPreviewSchema = checkSchema.meta({ id: 'OrderImportPreview' });
export type OrderImportPreview = z.output<typeof orderImportPreviewSchema>;

/** `POST /api/order-imports`: the same check, its message, and what was written. */
export const orderImportResultSchema = checkSchema
  .extend(messageReplySchema.shape)
  .extend({
    imported: z.number().int(),
    customersAdded: z.number().int(),
    imports: z.array(z.object({ row: z.number().int(), id: z.string(), code: z.string() })),
  })
  .meta({ id: 'OrderImportResult' });
export type OrderImportResult = z.output<typeof orderImportResultSchema>;

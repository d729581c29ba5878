import { ORDER_IMPORT_MAX_BYTES, orderImportSampleQuerySchema } from '@chalan/core/order-import/index';
import { orderImportPreviewSchema, orderImportResultSchema } from '@chalan/core/order-import/replies';
import { z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { guardedRoute } from '../../auth/guarded-route.ts';
import { errorResponse } from '../../errors.ts';
import { csvResponse } from '../../lib/csv-response.ts';
import { jsonResponse } from '../../lib/openapi.ts';
import { limitBody } from '../../lib/request-body.ts';
import { reply } from '../../messages.ts';
import { createRouter } from '../../router.ts';
import {
  checkReply,
  guideCsv,
  importOrders,
  previewImport,
  refreshStatistics,
  sampleCsvRows,
} from './order-import.service.ts';
import { tooLarge, uploadedRecords } from './order-import-file.ts';

/** The uploads take files up to 20 MB, so the API's 2 MB body limit (app.ts) leaves these paths to us. */
export const ORDER_IMPORT_PATH = '/api/order-imports';
export const hasOwnBodyLimit = (path: string) =>
  path === ORDER_IMPORT_PATH || path.startsWith(`${ORDER_IMPORT_PATH}/`);

const fileBody = {
  description:
    'The CSV file: multipart/form-data with a field `file`, or the file itself as a text/csv body. UTF-8 (a BOM is fine), at most 20 MB and 10,000 orders.',
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        properties: { file: { type: 'string' as const, format: 'binary' } },
      },
    },
    'text/csv': { schema: { type: 'string' as const } },
  },
  required: true,
};

const csvContent = { 'text/csv': { schema: z.string() } };

const fileRefusals = {
  413: errorResponse('The file is larger than 20 MB'),
};

/** Import Order CSV: the sample and the column guide, the preview of a file, and the import itself. */
export function orderImportRoutes() {
  const app = createRouter();
  const tags = ['Order import'];
  const access = { capability: 'workOrders' } as const;
  const limit: MiddlewareHandler = limitBody(ORDER_IMPORT_MAX_BYTES, tooLarge);
  app.use('/order-imports', limit);
  app.use('/order-imports/*', limit);

  app.openapi(
    guardedRoute(access, {
      method: 'get',
      path: '/order-imports/sample',
      tags,
      summary:
        'Sample CSV: three orders with the seller’s own products, store and courier (placeholders when it has none)',
      request: { query: orderImportSampleQuerySchema },
      responses: { 200: { description: 'CSV, UTF-8 with a BOM', content: csvContent } },
    }),
    async (c) => {
      const { fileName, rows } = await sampleCsvRows(
        c.var.deps.database.db,
        c.var.actor.sellerId,
        c.req.valid('query').lang,
      );
      // biome-ignore lint/suspicious/noExplicitAny: a streamed body is outside the JSON typing of openapi()
      return csvResponse(c, rows[0]!, batchOf(rows.slice(1)), fileName) as any;
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'get',
      path: '/order-imports/columns',
      tags,
      summary: 'The column guide: each column, whether it is required, what to write and an example',
      responses: { 200: { description: 'CSV, UTF-8 with a BOM', content: csvContent } },
    }),
    (c) => {
      const { fileName, rows } = guideCsv();
      // biome-ignore lint/suspicious/noExplicitAny: a streamed body is outside the JSON typing of openapi()
      return csvResponse(c, rows[0]!, batchOf(rows.slice(1)), fileName) as any;
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'post',
      path: '/order-imports/preview',
      tags,
      summary:
        'Check every row of a file against the catalogue (stock counted across rows); nothing is written',
      request: { body: fileBody },
      responses: {
        200: jsonResponse(orderImportPreviewSchema, 'The rows that would import and each row’s errors'),
        ...fileRefusals,
      },
    }),
    async (c) => {
      const records = await uploadedRecords(c);
      return c.json(await previewImport(c.var.deps.database.db, c.var.actor.sellerId, records), 200);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'post',
      path: '/order-imports',
      tags,
      summary:
        'Import the valid rows as processing orders in one transaction (stock taken, customers found by phone or added, a created event each); invalid rows are left out',
      request: { body: fileBody },
      responses: {
        200: jsonResponse(orderImportResultSchema, 'What was imported and what was left out'),
        409: errorResponse(
          'The stock or the orders changed during the import three times over; nothing was imported',
        ),
        ...fileRefusals,
      },
    }),
    async (c) => {
      const records = await uploadedRecords(c);
      const { sellerId, userId } = c.var.actor;
      const { database } = c.var.deps;
      const result = await importOrders(database.db, { sellerId, userId }, records);
      const imported = result.orders.length;
      // After the reply is on its way: the user need not wait for the statistics.
      void refreshStatistics(database, imported).catch((err) =>
        c.var.logger.warn({ err }, 'analyze after the order import failed'),
      );
      return c.json(
        {
          ...(imported > 0 ? reply('importDone', { count: imported }) : reply('importNothingToImport')),
          ...checkReply(result.check),
          imported,
          customersAdded: result.customersAdded,
          imports: result.orders,
        },
        200,
      );
    },
  );
  return app;
}

async function* batchOf(rows: string[][]) {
  yield rows;
}

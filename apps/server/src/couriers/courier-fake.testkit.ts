/** Test helpers for the adapters' contract tests against tools/fake-courier (used by *.test.ts only). */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type FakeCourier,
  type FakeCourierName,
  PATHAO_INTEGRATION_HEADER,
  PATHAO_INTEGRATION_SECRET,
  type Parcel,
} from '@chalan/fake-courier';
import type { ParcelRequest } from './types.ts';

let invoices = 0;

/** A valid parcel with a fresh invoice. */
export function parcelRequest(overrides: Partial<ParcelRequest> = {}): ParcelRequest {
  invoices += 1;
  return {
    invoice: `T${process.pid}-${invoices}`,
    recipientName: 'Rahima Begum',
    recipientPhone: '01712345678',
    recipientAddress: 'House 12, Road 5',
    district: 'Dhaka',
    thana: 'Dhanmondi',
    codAmountPoisha: 150_000,
    valuePoisha: 140_000,
    itemCount: 2,
    weightGrams: 500,
    deliveryType: 'home',
    itemType: 'parcel',
    note: 'Call before coming',
    itemDescription: 'Two cotton sarees',
    ...overrides,
  };
}

async function control(fake: FakeCourier, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${fake.url}/_control${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`control ${path}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

/** The parcels as the fake recorded them. */
export async function controlParcels(fake: FakeCourier, courier: FakeCourierName): Promise<Parcel[]> {
  const reply = (await control(fake, `/parcels?courier=${courier}`)) as { parcels: Parcel[] };
  return reply.parcels;
}

/** Moves a parcel to one of its courier's raw status values (the fake fires the webhook). */
export async function moveParcel(fake: FakeCourier, courier: FakeCourierName, id: string, status: string) {
  await control(fake, '/parcels/status', { courier, id, status });
}

export interface ReceivedCall {
  headers: IncomingHttpHeaders;
  body: unknown;
}

/**
 * A local webhook receiver configured for the account: `next(n)` waits for n more calls. Pathao's
 * set-up event is answered as Pathao expects and not counted.
 */
export async function receiveWebhooks(fake: FakeCourier, courier: FakeCourierName, account: string) {
  const calls: ReceivedCall[] = [];
  let waiting: (() => void) | undefined;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const body = JSON.parse(raw || 'null') as { event?: string } | null;
      if (body?.event === 'webhook_integration') {
        res.writeHead(202, { [PATHAO_INTEGRATION_HEADER]: PATHAO_INTEGRATION_SECRET });
        res.end();
        return;
      }
      calls.push({ headers: req.headers, body });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"status":"success"}');
      waiting?.();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  const secret = 'webhook-secret';
  await control(fake, '/webhooks', { courier, account, url, secret });
  let taken = 0;
  return {
    secret,
    async next(count: number): Promise<ReceivedCall[]> {
      const deadline = Date.now() + 5_000;
      while (calls.length < taken + count && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          waiting = resolve;
          setTimeout(resolve, 100);
        });
      }
      const got = calls.slice(taken, taken + count);
      taken += got.length;
      return got;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

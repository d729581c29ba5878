import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_ACCOUNTS, type FakeCourier, type PathaoAccount, type SteadfastAccount } from '../index.ts';

/** Replies are checked field by field. */
export const json = (res: Response): Promise<any> => res.json();

export const demo = {
  steadfast: DEMO_ACCOUNTS.steadfast[0],
  pathao: DEMO_ACCOUNTS.pathao[0],
  redx: DEMO_ACCOUNTS.redx[0],
};

const send = (url: string, method: string, headers: Record<string, string>, body?: unknown) =>
  fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Calls Steadfast as the demo merchant (or the given keys). */
export function steadfast(
  fake: FakeCourier,
  path: string,
  body?: unknown,
  keys: SteadfastAccount = demo.steadfast,
) {
  const headers = { 'Api-Key': keys.apiKey, 'Secret-Key': keys.secretKey };
  return send(
    `${fake.baseUrls.STEADFAST_BASE_URL}${path}`,
    body === undefined ? 'GET' : 'POST',
    headers,
    body,
  );
}

/** A Pathao access token for the demo merchant (or the given account). */
export async function pathaoToken(fake: FakeCourier, account: PathaoAccount = demo.pathao): Promise<string> {
  const res = await send(
    `${fake.baseUrls.PATHAO_BASE_URL}/aladdin/api/v1/issue-token`,
    'POST',
    {},
    {
      client_id: account.clientId,
      client_secret: account.clientSecret,
      grant_type: 'password',
      username: account.username,
      password: account.password,
    },
  );
  return (await json(res)).access_token;
}

export function pathao(fake: FakeCourier, token: string, path: string, body?: unknown) {
  const headers = { Authorization: `Bearer ${token}` };
  return send(
    `${fake.baseUrls.PATHAO_BASE_URL}/aladdin/api/v1${path}`,
    body === undefined ? 'GET' : 'POST',
    headers,
    body,
  );
}

export function redx(
  fake: FakeCourier,
  path: string,
  body?: unknown,
  method?: string,
  token: string = demo.redx.accessToken,
) {
  const headers = { 'API-ACCESS-TOKEN': `Bearer ${token}` };
  return send(
    `${fake.baseUrls.REDX_BASE_URL}${path}`,
    method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  );
}

export function control(fake: FakeCourier, path: string, body?: unknown) {
  return send(`${fake.url}/_control${path}`, body === undefined ? 'GET' : 'POST', {}, body);
}

export const steadfastOrder = (overrides: Record<string, unknown> = {}) => ({
  invoice: 'ORD-1001',
  recipient_name: 'Rahima Begum',
  recipient_phone: '01712345678',
  recipient_address: 'House 5, Road 3, Dhanmondi, Dhaka',
  cod_amount: 1250.5,
  note: 'Call before delivery',
  ...overrides,
});

export const pathaoOrder = (storeId: number, overrides: Record<string, unknown> = {}) => ({
  store_id: storeId,
  merchant_order_id: 'ORD-2001',
  recipient_name: 'Karim Uddin',
  recipient_phone: '01812345678',
  recipient_address: 'Flat 4B, House 10, Road 12, Banani, Dhaka',
  delivery_type: 48,
  item_type: 2,
  item_quantity: 1,
  item_weight: 0.5,
  amount_to_collect: 900,
  ...overrides,
});

export const redxParcel = (areaId: number, overrides: Record<string, unknown> = {}) => ({
  customer_name: 'Nasrin Akter',
  customer_phone: '01912345678',
  delivery_area: 'Dhanmondi',
  delivery_area_id: areaId,
  customer_address: 'House 8, Road 7, Dhanmondi',
  cash_collection_amount: '1500',
  parcel_weight: 500,
  value: 1500,
  merchant_invoice_id: 'ORD-3001',
  ...overrides,
});

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: any;
}

/**
 * A tiny webhook receiver: records every POST and answers with `reply` (default 200
 * `{ status: "success" }`), which a test may change between calls.
 */
export async function startReceiver() {
  const received: Received[] = [];
  const receiver = {
    received,
    reply: (_r: Received): { status: number; headers?: Record<string, string> } => ({ status: 200 }),
    url: '',
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      const got: Received = {
        path: req.url ?? '',
        headers: req.headers,
        body: text ? JSON.parse(text) : null,
      };
      received.push(got);
      const { status, headers = {} } = receiver.reply(got);
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify({ status: 'success' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return receiver;
}

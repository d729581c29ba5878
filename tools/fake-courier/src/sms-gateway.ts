import { smsParts } from '@chalan/core/sms/parts';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { fromPoisha, toPoisha } from './money.ts';
import { isObject } from './validation.ts';

/** A BulkSMSBD account: its API key, the one sender id it may use, and its balance in taka. */
export interface FakeSmsAccount {
  apiKey: string;
  senderId: string;
  balance: number;
}

/** One text as a customer's phone would have received it. */
export interface FakeSmsMessage {
  /** The gateway's message_id; a call to several numbers gives them all the same one. */
  id: number;
  apiKey: string;
  senderId: string;
  /** 8801XXXXXXXXX, however the call wrote it. */
  number: string;
  message: string;
  parts: number;
  at: string;
}

export const SMS_FAULT_KINDS = ['timeout', 'http500', 'garbage'] as const;
export type FakeSmsFaultKind = (typeof SMS_FAULT_KINDS)[number];

/** Known to every started fake unless `demoAccounts: false`; listed in the README. */
export const DEMO_SMS_ACCOUNT = {
  apiKey: 'demo-sms-api-key',
  senderId: '8809617000000',
  balance: 500,
} as const satisfies FakeSmsAccount;

/** What one SMS part costs (the fake's tariff), in poisha. */
export const SMS_PART_POISHA = 35;

const ERRORS = {
  1001: 'Invalid Number',
  1002: 'sender id not correct/sender id is disabled',
  1003: 'Please Required all fields/Contact Your System Administrator',
  1007: 'Balance Insufficient',
  1011: 'User Id not found',
} as const;
type ErrorCode = keyof typeof ERRORS;

/** A Bangladeshi mobile number, with the country code or without. */
const MOBILE = /^(?:88)?(01[3-9]\d{8})$/;

/** The outbox's form of a number (8801XXXXXXXXX), or null if it is not a Bangladeshi mobile. */
export function smsNumber(value: string): string | null {
  const match = MOBILE.exec(value.trim());
  return match ? `88${match[1]}` : null;
}

interface Account {
  apiKey: string;
  senderId: string;
  balancePoisha: number;
}

type Sent = { messageId: number } | { code: ErrorCode };

/** The SMS gateway's accounts, outbox and queued faults; in memory, gone when the fake stops. */
export class FakeSmsGateway {
  private accounts: Account[] = [];
  private outbox: FakeSmsMessage[] = [];
  private faults: FakeSmsFaultKind[] = [];
  private nextId = 1;

  constructor(private readonly startAccounts: readonly FakeSmsAccount[] = []) {
    this.reset();
  }

  addAccounts(accounts: readonly FakeSmsAccount[]): void {
    for (const a of accounts)
      this.accounts.push({ apiKey: a.apiKey, senderId: a.senderId, balancePoisha: toPoisha(a.balance) });
  }

  accountList(): FakeSmsAccount[] {
    return this.accounts.map((a) => ({
      apiKey: a.apiKey,
      senderId: a.senderId,
      balance: fromPoisha(a.balancePoisha),
    }));
  }

  /** The account's balance in taka, or undefined for an unknown key. */
  balance(apiKey: string): number | undefined {
    const account = this.accounts.find((a) => a.apiKey === apiKey);
    return account && fromPoisha(account.balancePoisha);
  }

  /** Sent texts, oldest first; only those to `number` (01… or 8801…) when given. */
  messages(number?: string): FakeSmsMessage[] {
    if (number === undefined || number === '') return [...this.outbox];
    const wanted = smsNumber(number) ?? number;
    return this.outbox.filter((m) => m.number === wanted);
  }

  /** Empties the outbox; returns how many texts it held. */
  clear(): number {
    const count = this.outbox.length;
    this.outbox = [];
    return count;
  }

  /** Queues `kind` for the next `times` calls to /bulksmsbd. */
  fault(kind: FakeSmsFaultKind, times = 1): void {
    for (let i = 0; i < times; i++) this.faults.push(kind);
  }

  clearFaults(): number {
    const count = this.faults.length;
    this.faults = [];
    return count;
  }

  takeFault(): FakeSmsFaultKind | undefined {
    return this.faults.shift();
  }

  /** Back to the starting accounts and balances; no texts, no faults; message ids start over. */
  reset(): void {
    this.accounts = [];
    this.outbox = [];
    this.faults = [];
    this.nextId = 1;
    this.addAccounts(this.startAccounts);
  }

  /** BulkSMSBD's checks in its order: fields, key, sender id, numbers, balance; then the texts go out. */
  send(params: Record<string, string>): Sent {
    const { api_key: apiKey, type, number, senderid: senderId, message } = params;
    const numbers = (number ?? '').split(',').filter((n) => n.trim() !== '');
    if (!apiKey || !type || !senderId || !message || numbers.length === 0) return { code: 1003 };
    const account = this.accounts.find((a) => a.apiKey === apiKey);
    if (!account) return { code: 1011 };
    if (account.senderId !== senderId) return { code: 1002 };
    const to = numbers.map(smsNumber);
    if (to.some((n) => n === null)) return { code: 1001 };
    const { parts } = smsParts(message);
    const cost = parts * SMS_PART_POISHA * to.length;
    if (account.balancePoisha < cost) return { code: 1007 };
    account.balancePoisha -= cost;
    const messageId = this.nextId++;
    const at = new Date().toISOString();
    for (const n of to as string[])
      this.outbox.push({ id: messageId, apiKey, senderId, number: n, message, parts, at });
    return { messageId };
  }
}

/** The call's parameters: a form body (POST) over the query string. */
async function paramsOf(c: Context): Promise<Record<string, string>> {
  const params: Record<string, string> = { ...c.req.query() };
  const type = c.req.header('content-type') ?? '';
  if (
    c.req.method === 'POST' &&
    (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data'))
  ) {
    const body = await c.req.parseBody().catch(() => ({}));
    for (const [key, value] of Object.entries(body)) if (typeof value === 'string') params[key] = value;
  }
  return params;
}

const refusal = (c: Context, code: ErrorCode) =>
  c.json({ response_code: code, success_message: '', error_message: ERRORS[code] });

/** A held call is let go after this long even if nobody hangs up, so a forgotten test cannot leak it. */
const MAX_HOLD_MS = 5 * 60_000;

function hold(signals: AbortSignal[]): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      for (const s of signals) s.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, MAX_HOLD_MS);
    for (const s of signals) {
      if (s.aborted) return done();
      s.addEventListener('abort', done, { once: true });
    }
  });
}

/** Applies the next queued fault, if any: nothing is sent or charged. `closing` fires when the fake stops. */
function applySmsFaults(sms: FakeSmsGateway, closing: AbortSignal): MiddlewareHandler {
  return async (c, next) => {
    const fault = sms.takeFault();
    if (!fault) return next();
    if (fault === 'http500') return c.text('Internal Server Error', 500);
    if (fault === 'garbage') return c.html('<html><body>Database error, try later</body></html>');
    await hold([c.req.raw.signal, closing]);
    return new Response(null, { status: 504 });
  };
}

/**
 * BulkSMSBD's plain HTTP API under `/bulksmsbd` (send: `/bulksmsbd/api/smsapi`). Every reply is HTTP 200
 * JSON with a response_code: 202 done, 10xx refused.
 */
export function smsGatewayRoutes(sms: FakeSmsGateway, closing: AbortSignal = new AbortController().signal) {
  const app = new Hono();
  app.use('*', applySmsFaults(sms, closing));

  app.on(['GET', 'POST'], '/api/smsapi', async (c) => {
    const sent = sms.send(await paramsOf(c));
    if ('code' in sent) return refusal(c, sent.code);
    return c.json({
      response_code: 202,
      message_id: sent.messageId,
      success_message: 'SMS Submitted Successfully',
      error_message: '',
    });
  });

  app.on(['GET', 'POST'], '/api/getBalanceApi', async (c) => {
    const apiKey = (await paramsOf(c)).api_key;
    if (!apiKey) return refusal(c, 1003);
    const balance = sms.balance(apiKey);
    if (balance === undefined) return refusal(c, 1011);
    return c.json({ response_code: 202, balance });
  });

  return app;
}

function parseFault(body: unknown): { kind: FakeSmsFaultKind; times: number } | string {
  const kind = SMS_FAULT_KINDS.find((k) => isObject(body) && body.kind === k);
  if (!isObject(body) || !kind)
    return `Send { kind: ${SMS_FAULT_KINDS.map((k) => `"${k}"`).join(' | ')}, times? }`;
  const times = body.times ?? 1;
  if (!Number.isInteger(times) || (times as number) < 1) return 'times must be a whole number of at least 1';
  return { kind, times: times as number };
}

/** `/_control/sms`: the outbox (JSON, and a page to look at) and the gateway's faults. */
export function smsControlRoutes(sms: FakeSmsGateway) {
  const app = new Hono();

  app.get('/', (c) => c.json({ messages: sms.messages(c.req.query('number')) }));
  app.delete('/', (c) => c.json({ cleared: sms.clear() }));

  app.post('/faults', async (c) => {
    const parsed = parseFault(await c.req.json().catch(() => null));
    if (typeof parsed === 'string') return c.json({ error: parsed }, 400);
    sms.fault(parsed.kind, parsed.times);
    return c.json({ queued: parsed }, 201);
  });
  app.delete('/faults', (c) => c.json({ cleared: sms.clearFaults() }));

  app.get('/outbox', (c) => c.html(outboxPage(sms.messages(c.req.query('number')).reverse())));

  return app;
}

/** The fake's handle on its SMS gateway, as `startFakeCourier` returns it. */
export interface FakeSms {
  /** The send address a seller's SMS settings take: `<fake>/bulksmsbd/api/smsapi`. */
  url: string;
  /** Sent texts, oldest first; only those to `number` (01… or 8801…) when given. */
  messages(number?: string): FakeSmsMessage[];
  clear(): void;
  /** The next `times` (default 1) calls hang until the caller gives up, answer HTTP 500, or answer non-JSON. */
  fault(kind: FakeSmsFaultKind, times?: number): void;
  clearFaults(): void;
  addAccounts(accounts: readonly FakeSmsAccount[]): void;
  accounts(): FakeSmsAccount[];
  balance(apiKey: string): number | undefined;
}

export function fakeSmsHandle(sms: FakeSmsGateway, fakeUrl: string): FakeSms {
  return {
    url: `${fakeUrl}/bulksmsbd/api/smsapi`,
    messages: (number) => sms.messages(number),
    clear: () => void sms.clear(),
    fault: (kind, times) => sms.fault(kind, times),
    clearFaults: () => void sms.clearFaults(),
    addAccounts: (accounts) => sms.addAccounts(accounts),
    accounts: () => sms.accountList(),
    balance: (apiKey) => sms.balance(apiKey),
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  );

/** Escaped text with its http(s) links clickable; trailing punctuation stays outside the link. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (found) => {
    const url = found.replace(/(?:[.,;:!?)\]'।]|&#39;|&quot;)+$/, '');
    return `<a href="${url}" target="_blank" rel="noopener">${url}</a>${found.slice(url.length)}`;
  });
}

const PAGE_STYLE = `
body{margin:0;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Bengali",sans-serif;background:#e5ddd5;color:#111}
header{position:sticky;top:0;background:#075e54;color:#fff;padding:12px 16px}
header h1{margin:0;font-size:18px}header p{margin:2px 0 0;font-size:13px;opacity:.85}
header a{color:#fff}
main{max-width:560px;margin:0 auto;padding:12px}
.sms{background:#fff;border-radius:4px 14px 14px 14px;padding:8px 12px;margin:0 40px 14px 0;box-shadow:0 1px 1px rgba(0,0,0,.15)}
.meta{font-size:12px;color:#555;display:flex;justify-content:space-between;gap:8px;flex-wrap:wrap}
.to{font-weight:600;color:#075e54}
.text{white-space:pre-wrap;overflow-wrap:anywhere;margin:4px 0}
.text a{color:#0645ad}
.empty{text-align:center;color:#555;margin-top:40px}`;

/** A self-contained page of the outbox: one phone-style bubble per text, in the order given. */
export function outboxPage(messages: FakeSmsMessage[]): string {
  const bubbles = messages
    .map(
      (m) => `<article class="sms">
<div class="meta"><span class="to">To +${escapeHtml(m.number)}</span><span>from ${escapeHtml(m.senderId)}</span></div>
<p class="text">${linkify(m.message)}</p>
<div class="meta"><span>${m.parts} SMS part${m.parts === 1 ? '' : 's'} · #${m.id}</span><time datetime="${m.at}">${escapeHtml(m.at.replace('T', ' ').slice(0, 19))} UTC</time></div>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>SMS outbox · fake BulkSMSBD</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<header><h1>SMS outbox</h1><p>What customers would have received, newest first · ${messages.length} message${messages.length === 1 ? '' : 's'} · <a href="">Refresh</a></p></header>
<main>
${bubbles || '<p class="empty">No messages yet.</p>'}
</main>
</body>
</html>
`;
}

import { formatMessage, type MessageKey } from '@chalan/core';
import { networkProblem } from '../couriers/http.ts';
import type { SendSms, SmsGatewayAccount, SmsReason, SmsSendResult } from './gateway.ts';

/**
 * BulkSMSBD's plain HTTP API (bulksmsbd.com): a form POST to the send address; every answer is HTTP 200
 * JSON whose `response_code` says what happened (202 done, 10xx refused, e.g. 1011 unknown key).
 */

const DEFAULT_TIMEOUT_MS = 10_000;
const ACCEPTED = 202;

type Failed = Extract<SmsSendResult, { ok: false }>;

export type SmsBalanceResult = { ok: true; balanceTaka: string } | Failed;

function reason(key: MessageKey, params: Record<string, string | number>): SmsReason {
  return { key, params, text: formatMessage(key, params) };
}

const lost = (key: MessageKey, params: Record<string, string | number>): Failed => ({
  ok: false,
  failure: 'lost',
  reason: reason(key, params),
});

type Reply =
  | { answered: true; code: number; body: Record<string, unknown> }
  | { answered: false; result: Failed };

/** One call with a deadline: the gateway's response_code and body, or why there is none to read. */
async function call(url: string, params: Record<string, string>, timeoutMs: number): Promise<Reply> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: new URLSearchParams(params),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const name = (error as Error)?.name;
    if (name === 'TimeoutError' || name === 'AbortError')
      return { answered: false, result: lost('smsGatewayTimedOut', { seconds: timeoutMs / 1000 }) };
    return { answered: false, result: lost('smsGatewayUnreachable', { detail: networkProblem(error) }) };
  }
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  const code =
    typeof body === 'object' && body !== null ? Number((body as Record<string, unknown>).response_code) : NaN;
  if (response.status !== 200 || !Number.isInteger(code))
    return { answered: false, result: lost('smsGatewayUnexpected', { status: response.status }) };
  return { answered: true, code, body: body as Record<string, unknown> };
}

/** The gateway's no, in its words with its code: the seller must act (key, sender id, balance, number). */
function refusal(code: number, body: Record<string, unknown>): Failed {
  const said = typeof body.error_message === 'string' ? body.error_message.trim().slice(0, 200) : '';
  const detail = said ? `${said} (${code})` : `code ${code}`;
  return { ok: false, failure: 'refused', reason: reason('smsGatewaySaid', { detail }) };
}

/** 88 + the 11-digit number, as BulkSMSBD wants it; anything else as given (the gateway refuses it). */
const gatewayNumber = (phone: string) => (/^01\d{9}$/.test(phone) ? `88${phone}` : phone);

export const sendBulkSmsBd: SendSms = async (account, phone, text) => {
  const reply = await call(
    account.url,
    {
      api_key: account.apiKey,
      type: 'text',
      number: gatewayNumber(phone),
      senderid: account.senderId,
      message: text,
    },
    account.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  );
  if (!reply.answered) return reply.result;
  if (reply.code !== ACCEPTED) return refusal(reply.code, reply.body);
  const id = reply.body.message_id;
  return {
    ok: true,
    gatewayId: typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : null,
  };
};

/** The balance address beside the send address: `…/api/smsapi` → `…/api/getBalanceApi`. */
export function bulkSmsBdBalanceUrl(sendUrl: string): string {
  if (!URL.canParse(sendUrl)) return sendUrl; // fetch then says why
  const url = new URL(sendUrl);
  url.pathname = url.pathname.replace(/[^/]*\/?$/, 'getBalanceApi');
  return url.toString();
}

/** The account's balance in taka, as the gateway reports it (e.g. "499.65"). */
export async function bulkSmsBdBalance(account: SmsGatewayAccount): Promise<SmsBalanceResult> {
  const reply = await call(
    bulkSmsBdBalanceUrl(account.url),
    { api_key: account.apiKey },
    account.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  );
  if (!reply.answered) return reply.result;
  if (reply.code !== ACCEPTED) return refusal(reply.code, reply.body);
  // Shown as the gateway wrote it: a figure to read, never computed with.
  const balance = String(reply.body.balance ?? '').trim();
  if (!/^\d+(\.\d+)?$/.test(balance)) return lost('smsGatewayUnexpected', { status: 200 });
  return { ok: true, balanceTaka: balance };
}

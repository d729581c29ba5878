import { randomBytes } from 'node:crypto';
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { PathaoAccount } from './couriers.ts';
import { pathaoMerchantRoutes } from './pathao-merchant.ts';
import type { FakeCourierState, PathaoToken } from './state.ts';

/** Five days, as Pathao issues them. */
const TOKEN_SECONDS = 432_000;

/**
 * Pathao merchant API (Aladdin) under `/pathao/aladdin/api/v1` (shared/couriers/pathao.md). Its token
 * endpoint is an OAuth2 server (Laravel Passport): errors carry `error`, `error_description` and `message`.
 */
export function pathaoRoutes(state: FakeCourierState) {
  const app = new Hono();

  app.post('/aladdin/api/v1/issue-token', async (c) => {
    const body = await c.req.json<Record<string, unknown>>().catch(() => null);
    if (!body || typeof body !== 'object') return oauthError(c, 400, 'invalid_request', 'grant_type');
    const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');

    const grant = text('grant_type');
    if (!grant) return oauthError(c, 400, 'invalid_request', 'grant_type');
    if (grant !== 'password' && grant !== 'refresh_token')
      return oauthError(c, 400, 'unsupported_grant_type');

    const clientId = text('client_id');
    const clientSecret = text('client_secret');
    if (!clientId) return oauthError(c, 400, 'invalid_request', 'client_id');
    const client = state.pathao.filter((a) => a.clientId === clientId && a.clientSecret === clientSecret);
    if (client.length === 0) return oauthError(c, 401, 'invalid_client');

    if (grant === 'refresh_token') {
      const previous = state.pathaoRefreshTokens.get(text('refresh_token'));
      if (!previous || previous.account.clientId !== clientId) return oauthError(c, 400, 'invalid_refresh');
      state.pathaoRefreshTokens.delete(previous.refreshToken);
      state.pathaoAccessTokens.delete(previous.accessToken);
      return c.json(issue(state, previous.account), 200);
    }

    const username = text('username');
    const password = text('password');
    if (!username) return oauthError(c, 400, 'invalid_request', 'username');
    if (!password) return oauthError(c, 400, 'invalid_request', 'password');
    const account = client.find((a) => a.username === username && a.password === password);
    if (!account) return oauthError(c, 400, 'invalid_grant');
    return c.json(issue(state, account), 200);
  });

  app.route('/aladdin/api/v1', pathaoMerchantRoutes(state));
  return app;
}

function issue(state: FakeCourierState, account: PathaoAccount) {
  const token: PathaoToken = {
    account,
    accessToken: randomBytes(32).toString('hex'),
    refreshToken: randomBytes(32).toString('hex'),
  };
  state.pathaoAccessTokens.set(token.accessToken, token);
  state.pathaoRefreshTokens.set(token.refreshToken, token);
  return {
    token_type: 'Bearer',
    expires_in: TOKEN_SECONDS,
    access_token: token.accessToken,
    refresh_token: token.refreshToken,
  };
}

const OAUTH_ERRORS = {
  invalid_request: {
    error: 'invalid_request',
    description:
      'The request is missing a required parameter, includes an invalid parameter value, includes a parameter more than once, or is otherwise malformed.',
  },
  unsupported_grant_type: {
    error: 'unsupported_grant_type',
    description: 'The authorization grant type is not supported by the authorization server.',
  },
  invalid_client: { error: 'invalid_client', description: 'Client authentication failed' },
  invalid_grant: { error: 'invalid_grant', description: 'The user credentials were incorrect.' },
  invalid_refresh: { error: 'invalid_request', description: 'The refresh token is invalid.' },
} as const;

function oauthError(
  c: Context,
  status: ContentfulStatusCode,
  kind: keyof typeof OAUTH_ERRORS,
  missing?: string,
) {
  const { error, description } = OAUTH_ERRORS[kind];
  return c.json(
    {
      error,
      error_description: description,
      ...(missing ? { hint: `Check the \`${missing}\` parameter` } : {}),
      message: description,
    },
    status,
  );
}

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_COURIER_TIMEOUT_MS } from './couriers/types.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const emailList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );

/** An address, or nothing when unset or blank. */
const optionalUrl = z
  .url({ protocol: /^https?$/ })
  .optional()
  .or(z.literal('').transform(() => undefined));

/** Every setting of the server; nothing else reads process.env. */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /**
   * Where uploaded images are kept: `database` (every instance serves them) or `data-dir` (files in
   * DATA_DIR/uploads); unset, `database` on PostgreSQL and `data-dir` on the embedded database.
   */
  UPLOADS_IN: z.enum(['database', 'data-dir']).optional(),
  APP_URL: z.string().optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Chalan <no-reply@chalan.local>'),
  PLATFORM_ADMIN_EMAILS: emailList,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(join(repoRoot, 'apps/web/dist')),
  /** Failed sign-ins allowed per account and per address in the window before "too many attempts". */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Seed the demo seller at start (`npm run demo`). */
  DEMO: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Replace a courier's API base URL (sandbox and live alike), e.g. to point at tools/fake-courier. */
  STEADFAST_BASE_URL: optionalUrl,
  PATHAO_BASE_URL: optionalUrl,
  REDX_BASE_URL: optionalUrl,
  /** How long to wait for a courier's answer before treating it as lost. */
  COURIER_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_COURIER_TIMEOUT_MS),
  /**
   * The pause between two calls to one courier account (bulk send, Refresh, status sync); unset, each
   * courier's own pace (Pathao 1.1 s: about 60 a minute; Steadfast and RedX 0.25 s).
   */
  COURIER_PACE_MS: z.coerce.number().int().min(0).optional(),
  /** Refresh answers once the screen's parcels are read, or after this long (the rest goes on behind). */
  COURIER_REFRESH_ANSWER_MS: z.coerce.number().int().min(0).default(4_000),
  /** How often the courier status sync looks for parcels that are due (0 turns it off). */
  COURIER_SYNC_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /** What Pathao's webhook set-up call must be answered with (published in Pathao's developer docs). */
  PATHAO_WEBHOOK_INTEGRATION_SECRET: z.string().default('f3992ecc-59da-4cbe-a049-a13da2018d51'),
  /** `npm run demo`: the fake courier it runs, told where to post the demo couriers' webhooks. */
  DEMO_FAKE_COURIER_URL: optionalUrl,
  /**
   * How long an instance holds a bulk send (or a courier page's Refresh) it works on without renewing its
   * claim: after this long, another instance takes over a batch whose instance died (a Refresh reads as
   * stopped and the background sync takes its courier back).
   */
  DISPATCH_LEASE_MS: z.coerce.number().int().min(300).default(30_000),
  /** How long to wait for the SMS gateway's answer before trying the message again later. */
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** How often the SMS sender looks for messages that are due (they are also sent as soon as queued). */
  SMS_SEND_INTERVAL_MS: z.coerce.number().int().min(0).default(30_000),
  /**
   * This instance's name in the logs and on the work it claims (dispatch batches): unset, the host name and
   * the process id, which differ between the instances of one database.
   */
  INSTANCE_ID: z.string().min(1).max(100).optional(),
  /** Trust X-Forwarded-For for the client address (behind a reverse proxy). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Config = Omit<
  z.infer<typeof configSchema>,
  'AUTH_SECRET' | 'APP_URL' | 'INSTANCE_ID' | 'UPLOADS_IN'
> & {
  AUTH_SECRET: string;
  APP_URL: string;
  INSTANCE_ID: string;
  UPLOADS_IN: 'database' | 'data-dir';
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid settings: ${problems}`);
  }
  const raw = parsed.data;
  const dataDir = resolve(raw.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    ...raw,
    DATA_DIR: dataDir,
    APP_URL: raw.APP_URL ?? `http://localhost:${raw.PORT}`,
    INSTANCE_ID: raw.INSTANCE_ID ?? `${hostname()}-${process.pid}`,
    UPLOADS_IN: raw.UPLOADS_IN ?? (raw.DATABASE_URL ? 'database' : 'data-dir'),
    AUTH_SECRET: raw.AUTH_SECRET ?? readOrCreateSecret(join(dataDir, 'auth-secret')),
  };
}

/** A secret generated on first start and kept in DATA_DIR, so sessions survive restarts. */
function readOrCreateSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

import { and, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { webhookSettings } from '../../features/parcels/courier-parcels.service.ts';
import type { Logger } from '../../logger.ts';
import type { Db } from '../client.ts';
import { couriers, users } from '../schema/index.ts';
import { DEMO_CREDENTIALS } from './demo.ts';
import { DEMO_COURIERS } from './demo-couriers.ts';

/** The fake's control API names an account by its first credential. */
const ACCOUNT_KEY = { steadfast: 'apiKey', pathao: 'clientId', redx: 'accessToken' } as const;

/**
 * The demo seller's admin and its couriers with an API, each with the fake's name for its demo account;
 * null before the demo is seeded.
 */
export async function demoApiCouriers(db: Db) {
  const { DEMO_ACCOUNTS } = await import('@chalan/fake-courier');
  const [admin] = await db.select().from(users).where(eq(users.email, DEMO_CREDENTIALS.email));
  if (!admin) return null;
  const rows = await db
    .select()
    .from(couriers)
    .where(
      and(
        eq(couriers.sellerId, admin.sellerId),
        inArray(
          couriers.name,
          DEMO_COURIERS.map((c) => c.name),
        ),
      ),
    );
  const withApi = rows.flatMap((row) =>
    row.provider === 'none'
      ? []
      : [
          {
            row,
            provider: row.provider,
            account: (DEMO_ACCOUNTS[row.provider][0] as Record<string, string>)[ACCOUNT_KEY[row.provider]]!,
          },
        ],
  );
  return { admin, couriers: withApi };
}

/**
 * `npm run demo`: tells the fake courier to post each demo courier's status changes to our webhook URL
 * with its secret, so the demo's parcels move on screen as the fake moves them.
 */
export async function connectDemoWebhooks(db: Db, config: Config, fakeUrl: string, logger: Logger) {
  const demo = await demoApiCouriers(db);
  if (!demo) return;
  for (const { row, account } of demo.couriers) {
    const settings = await webhookSettings(db, config, demo.admin.sellerId, row.id);
    const res = await fetch(`${fakeUrl}/_control/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ courier: row.provider, account, url: settings.url, secret: settings.secret }),
    }).catch((err: Error) => ({ ok: false, status: 0, statusText: err.message }));
    if (!res.ok) logger.warn({ courier: row.name, status: res.status }, 'fake courier webhook not set');
  }
}

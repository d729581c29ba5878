import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { SESSION_KEY } from '../../account/session.ts';
import { COURIERS_KEY } from '../../couriers/api.ts';
import { customerProfileQuery } from '../../customers/api.ts';
import { DASHBOARD_KEY, ONBOARDING_KEY } from '../../dashboard/api.ts';
import { lossProfitKey } from '../../loss-profit/api.ts';
import { merchantProfileQuery } from '../../merchants/api.ts';
import { PRODUCT_SUMMARY_KEY } from '../../products/api.ts';
import { TRANSACTIONS_KEY } from '../../transactions/api.ts';
import { invalidateOrderFigures } from './invalidate-orders.ts';
import { orderDetailKey, orderListKey } from './keys.ts';
import { courierParcelsKey } from './parcels.ts';

/** The queries of every screen with figures from orders, keyed as those screens key them. */
const figureScreens: Record<string, readonly unknown[]> = {
  dashboard: DASHBOARD_KEY,
  gettingStarted: ONBOARDING_KEY,
  readyListWithSummary: orderListKey({ status: 'ready', page: 1, limit: 25 }),
  completedList: orderListKey({ status: 'completed', page: 1, limit: 100 }),
  orderView: orderDetailKey('o1'),
  courierPage: [...courierParcelsKey('c1'), { page: 1, limit: 25, search: '' }],
  customerProfile: customerProfileQuery('cu1').queryKey,
  lossProfit: lossProfitKey({
    from: '2026-11-01',
    to: '2026-11-30',
    page: 1,
    limit: 10,
    sort: 'profit',
    dir: 'desc',
  }),
  transactions: [...TRANSACTIONS_KEY, { page: 1, limit: 25, search: '', filter: 'all' }],
  productCards: PRODUCT_SUMMARY_KEY,
  merchantProfile: merchantProfileQuery('m1').queryKey,
};

function clientWith(keys: readonly (readonly unknown[])[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, { figure: 1 });
  return client;
}

describe('a change that moves orders', () => {
  it('marks the figures of every screen built from orders out of date', async () => {
    const client = clientWith(Object.values(figureScreens));
    await invalidateOrderFigures(client);
    const fresh = Object.entries(figureScreens)
      .filter(([, key]) => !client.getQueryState(key)?.isInvalidated)
      .map(([screen]) => screen);
    expect(fresh).toEqual([]);
  });

  it('leaves what orders do not move (the session, the couriers list) as it is', async () => {
    const client = clientWith([SESSION_KEY, COURIERS_KEY]);
    await invalidateOrderFigures(client);
    expect(client.getQueryState(SESSION_KEY)?.isInvalidated).toBe(false);
    expect(client.getQueryState(COURIERS_KEY)?.isInvalidated).toBe(false);
  });
});

/** Web source files, so a mutation cannot refresh a hand-picked subset of the order keys again. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('order-moving mutations', () => {
  it('refresh the figures through the one helper, not through their own list of keys', () => {
    const webSrc = join(import.meta.dirname, '../../..');
    const ownLists = sourceFiles(webSrc)
      .filter((file) => !file.endsWith('invalidate-orders.ts'))
      .filter((file) =>
        /invalidateQueries\(\{ queryKey: (ORDERS_KEY|CUSTOMERS_KEY|DASHBOARD_KEY)/.test(
          readFileSync(file, 'utf8'),
        ),
      )
      .map((file) => relative(webSrc, file));
    expect(ownLists).toEqual([]);
  });
});

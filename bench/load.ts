import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dhakaDate } from '@chalan/core';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { sessionCookieName, signSessionToken } from '../apps/server/src/auth/session-cookie.ts';
import { type Db, openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import {
  accounts,
  couriers,
  customers,
  orders,
  parcels,
  products,
  stores,
} from '../apps/server/src/db/schema/index.ts';
import { seedMerchant, seedSession } from '../apps/server/src/db/seed/accounts.ts';
import { seedDemoCatalogue } from '../apps/server/src/db/seed/demo-catalogue.ts';
import { generateOrders, seededRandom } from '../apps/server/src/db/seed/orders-generator.ts';
import { createSellerWithAdmin } from '../apps/server/src/db/seed/seller.ts';
import { createPostgresDatabase, startInstances } from '../apps/server/src/test/instances.testkit.ts';
import { percentile, round, type Timing } from './measure.ts';
import { BENCH_PASSWORD } from './setup.ts';

/**
 * `npm run bench:load` (issue 19, item 4): many sellers' mixed work — order creation, list pages, search,
 * status changes and courier webhooks — against 1, 2 and 3 instances (real server processes) sharing one
 * fresh PostgreSQL database (DATABASE_URL's server, else postgres://postgres@127.0.0.1:5432), requests
 * round-robin over the instances. Each instance count gets two phases of LOAD_SECONDS each:
 * - goal rate, open loop: requests arrive at random (Poisson) at a fixed rate, LOAD_ORDERS_PER_MINUTE
 *   order creations and the other kinds in MIX's proportion, whether or not earlier ones have answered
 *   (up to LOAD_MAX_IN_FLIGHT waiting at once; an arrival beyond that is not sent, and counted);
 * - capacity, closed loop: LOAD_CONCURRENCY requests always in flight, the same mix, as fast as it goes.
 * The data is seeded once, straight into the tables (not over HTTP), and not re-seeded between instance
 * counts: the orders each phase creates stay. Prints a markdown table.
 */
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SELLERS = env('LOAD_SELLERS', 1_000);
const ORDERS_PER_SELLER = env('LOAD_ORDERS_PER_SELLER', 75);
const SECONDS = env('LOAD_SECONDS', 60);
const WARMUP_SECONDS = env('LOAD_WARMUP_SECONDS', 5);
const ORDERS_PER_MINUTE = env('LOAD_ORDERS_PER_MINUTE', 1_000);
const CONCURRENCY = env('LOAD_CONCURRENCY', 16);
/**
 * The open loop's bound: past it the instances are not keeping up, and more waiting requests would only
 * grow their queues (every request in them slowed alike) and the sockets past the accept backlog.
 */
const MAX_IN_FLIGHT = env('LOAD_MAX_IN_FLIGHT', 64);
const INSTANCE_COUNTS = (process.env.LOAD_INSTANCES ?? '1,2,3').split(',').map(Number);
/** Set, each instance writes a CPU profile (.cpuprofile, for Chrome's DevTools) there when it stops. */
const PROFILE_DIR = process.env.LOAD_PROFILE_DIR;
/** Seeding sellers side by side (the seeding pool has 10 connections). */
const SEED_PARALLEL = 8;

/** Requests of each kind per order created: a seller opens lists more often than they save an order. */
const MIX = { 'create order': 1, 'order list': 3, search: 1, 'status change': 1, webhook: 1 } as const;
type Kind = keyof typeof MIX;
const KINDS = Object.keys(MIX) as Kind[];
const MIX_TOTAL = KINDS.reduce((sum, k) => sum + MIX[k], 0);

/** Steadfast statuses a parcel on its way moves between (none final, so every webhook stores a change). */
const PARCEL_STATUSES = ['in_review', 'pending', 'hold'] as const;

const log = (message: string) => console.log(`[load] ${message}`);
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

interface Seller {
  cookie: string;
  storeId: string;
  courierId: string;
  webhookToken: string;
  productIds: string[];
  customers: { id: string; name: string; phone: string }[];
  /** Orders found by search: their phones and codes. */
  known: { phone: string; code: string }[];
  /** Open orders no courier has, moved between processing and ready; out of the list while a move runs. */
  movable: { id: string; status: 'processing' | 'ready' }[];
  parcels: { consignmentId: string; invoice: string; next: number }[];
  orders: number;
}

type Admin = { sellerId: string; userId: string };

/** A seller's Admin and store, its courier, catalogue, orders and parcels, and a session for its Admin. */
async function seedSeller(db: Db, index: number, admin: Admin, secret: string): Promise<Seller> {
  const { sellerId, userId } = admin;
  const webhookToken = randomBytes(24).toString('hex');
  const [courier] = await db
    .insert(couriers)
    .values({
      sellerId,
      name: 'Steadfast',
      provider: 'steadfast',
      chargeInDhaka: 6_000,
      chargeOutsideDhaka: 12_000,
      webhookToken,
    })
    .returning();
  await seedDemoCatalogue(db, sellerId, userId);
  await generateOrders(
    db,
    { sellerId, userId },
    { customers: 40, orders: ORDERS_PER_SELLER, days: 30, random: seededRandom(index) },
  );
  const open = await db
    .select({ id: orders.id, code: orders.code, status: orders.status })
    .from(orders)
    .where(and(eq(orders.sellerId, sellerId), inArray(orders.status, ['processing', 'ready'])))
    .orderBy(desc(orders.createdAt));
  // Half the ready orders are with the courier, as booked parcels its webhooks speak of (the generator
  // gives every seller at least one ready order).
  const ready = open.filter((o) => o.status === 'ready');
  const sent = ready.slice(0, Math.ceil(ready.length / 2));
  const parcelRows = sent.map((o) => ({
    sellerId,
    orderId: o.id,
    courierId: courier!.id,
    invoice: o.code,
    consignmentId: `LOAD${randomBytes(6).toString('hex')}`,
    status: 'pending' as const,
    rawStatus: 'pending',
  }));
  await db.transaction(async (tx) => {
    await tx.insert(parcels).values(parcelRows);
    await tx
      .update(orders)
      .set({ courierStatus: 'sent' })
      .where(
        and(
          eq(orders.sellerId, sellerId),
          inArray(
            orders.id,
            sent.map((o) => o.id),
          ),
        ),
      );
  });
  const sentIds = new Set(sent.map((o) => o.id));
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.sellerId, sellerId));
  const stocked = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), gte(products.availableQty, 10)));
  const buyers = await db
    .select({ id: customers.id, name: customers.name, phone: customers.phone })
    .from(customers)
    .where(eq(customers.sellerId, sellerId));
  const known = await db
    .select({ phone: orders.phone, code: orders.code })
    .from(orders)
    .where(eq(orders.sellerId, sellerId))
    .limit(20);
  const token = await seedSession(db, userId);
  return {
    cookie: `${sessionCookieName({ APP_URL: 'http://127.0.0.1' })}=${signSessionToken(token, { AUTH_SECRET: secret })}`,
    storeId: store!.id,
    courierId: courier!.id,
    webhookToken,
    productIds: stocked.map((p) => p.id),
    customers: buyers,
    known,
    movable: open
      .filter((o) => !sentIds.has(o.id))
      .map((o) => ({ id: o.id, status: o.status as 'processing' | 'ready' })),
    parcels: parcelRows.map((p) => ({ consignmentId: p.consignmentId, invoice: p.invoice, next: 0 })),
    orders: ORDERS_PER_SELLER,
  };
}

async function seed(databaseUrl: string, secret: string): Promise<Seller[]> {
  const database = await openDatabase({ databaseUrl });
  try {
    await migrate(database);
    const { db } = database;
    const email = (index: number) => `load-${index}-${Date.now().toString(36)}@chalan.test`;
    const first = await createSellerWithAdmin(db, {
      name: 'Load Shop 0',
      email: email(0),
      password: BENCH_PASSWORD,
    });
    // The first Admin's password hash for all the others: scrypt takes ~0.3 s a hash here.
    const [{ passwordHash }] = (await db
      .select({ passwordHash: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, first.userId))) as [{ passwordHash: string }];
    const sellers: Seller[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: SEED_PARALLEL }, async () => {
        while (next < SELLERS) {
          const index = next++;
          const admin =
            index === 0
              ? first
              : await seedMerchant(db, { shopName: `Load Shop ${index}`, email: email(index), passwordHash });
          sellers.push(await seedSeller(db, index, admin, secret));
          if (sellers.length % 100 === 0) log(`seeded ${sellers.length} sellers`);
        }
      }),
    );
    // After a bulk load, as autovacuum would soon do.
    await db.execute(sql`vacuum analyze`);
    return sellers;
  } finally {
    await database.close();
  }
}

interface Sent {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  headers: Record<string, string>;
  body?: unknown;
  /** Called with the reply's JSON when it succeeded, to keep the bench's view of the data in step. */
  onSuccess?: (reply: unknown) => void;
  /** Called however the request ended. */
  onEnd?: () => void;
}

/** One request of `kind` for `seller`, as the seller's screen (or courier) sends it. */
function requestOf(kind: Kind, seller: Seller, n: number): Sent {
  const headers = { cookie: seller.cookie };
  switch (kind) {
    case 'create order':
      return {
        method: 'POST',
        path: '/api/orders',
        headers,
        body: {
          customerId: pick(seller.customers).id,
          storeId: seller.storeId,
          salesDate: dhakaDate(new Date()),
          refNo: `LOAD-${n}`,
          courierId: seller.courierId,
          paymentType: 'COD',
          lines: [{ productId: pick(seller.productIds), qty: 1, discount: 0 }],
        },
        onSuccess: (reply) => {
          seller.orders++;
          seller.movable.push({ id: (reply as { order: { id: string } }).order.id, status: 'processing' });
        },
      };
    case 'order list': {
      const lastPage = Math.ceil(seller.orders / 25);
      return {
        method: 'GET',
        path: pick([
          '/api/orders?status=processing&page=1&limit=25',
          '/api/orders?status=ready&page=1&limit=25',
          '/api/orders?status=completed&page=1&limit=25',
          `/api/orders?status=all&page=${1 + Math.floor(Math.random() * lastPage)}&limit=25`,
        ]),
        headers,
      };
    }
    case 'search': {
      const order = pick(seller.known);
      const customer = pick(seller.customers);
      return {
        method: 'GET',
        path: pick([
          `/api/orders?status=all&search=${order.phone}`,
          `/api/orders?status=all&search=${order.code}`,
          `/api/customers/search?q=${encodeURIComponent(customer.name.split(' ')[0]!)}`,
          `/api/customers/search?q=${customer.phone.slice(0, 7)}`,
        ]),
        headers,
      };
    }
    case 'status change': {
      // Taken out of the list while it moves, so no two requests move one order at once.
      const i = Math.floor(Math.random() * seller.movable.length);
      const [order] = seller.movable.splice(i, 1) as [Seller['movable'][number]];
      const to = order.status === 'processing' ? 'ready' : 'processing';
      return {
        method: 'PATCH',
        path: `/api/orders/${order.id}/status`,
        headers,
        body: { status: to },
        onSuccess: () => {
          order.status = to;
        },
        onEnd: () => seller.movable.push(order),
      };
    }
    case 'webhook': {
      const parcel = pick(seller.parcels);
      const status = PARCEL_STATUSES[parcel.next++ % PARCEL_STATUSES.length];
      return {
        method: 'POST',
        path: `/api/webhooks/steadfast/${seller.courierId}`,
        headers: { authorization: `Bearer ${seller.webhookToken}` },
        body: {
          notification_type: 'delivery_status',
          consignment_id: parcel.consignmentId,
          invoice: parcel.invoice,
          status,
          tracking_message: `Parcel is ${status}`,
        },
      };
    }
  }
}

interface Outcome {
  kind: Kind;
  ms: number;
  ok: boolean;
  endedAt: number;
}

/** Sends one request of `kind` for a random seller to the next instance; the errors' first words are kept. */
function sender(urls: string[], sellers: Seller[], errors: Map<string, number>) {
  let n = 0;
  return async (kind: Kind): Promise<Outcome> => {
    const url = urls[n % urls.length]!;
    let seller = pick(sellers);
    // A seller whose open orders are all being moved has none to move.
    while (kind === 'status change' && seller.movable.length === 0) seller = pick(sellers);
    const request = requestOf(kind, seller, n++);
    const started = performance.now();
    let ok = false;
    try {
      const res = await fetch(url + request.path, {
        method: request.method,
        headers: {
          ...request.headers,
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
      const text = await res.text();
      ok = res.ok;
      if (ok) request.onSuccess?.(text ? JSON.parse(text) : null);
      else note(errors, `${kind} ${res.status} ${text.slice(0, 160)}`);
    } catch (error) {
      note(errors, `${kind} ${String(error)} ${(error as { cause?: unknown }).cause ?? ''}`);
    } finally {
      request.onEnd?.();
    }
    const endedAt = performance.now();
    return { kind, ms: endedAt - started, ok, endedAt };
  };
}

const note = (errors: Map<string, number>, message: string) =>
  errors.set(message, (errors.get(message) ?? 0) + 1);

/** The kinds dealt from a shuffled deck: every MIX_TOTAL requests hold exactly MIX, in a random order. */
let deck: Kind[] = [];
function kindByMix(): Kind {
  if (deck.length === 0) {
    deck = KINDS.flatMap((kind) => Array<Kind>(MIX[kind]).fill(kind));
    for (let i = deck.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [deck[i], deck[j]] = [deck[j]!, deck[i]!];
    }
  }
  return deck.pop()!;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

interface Phase {
  outcomes: Outcome[];
  started: number;
  end: number;
  /** Arrivals not sent because MAX_IN_FLIGHT requests were waiting. */
  notSent: Kind[];
}

/**
 * Open loop: requests start at random moments at `perSecond` on average, each on its own, for `seconds`;
 * those that started in the window are timed however late they end.
 */
async function openLoop(
  send: (kind: Kind) => Promise<Outcome>,
  perSecond: number,
  seconds: number,
): Promise<Phase> {
  const outcomes: Promise<Outcome>[] = [];
  const notSent: Kind[] = [];
  let inFlight = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  let next = started;
  while (next < end) {
    while (next <= performance.now() && next < end) {
      const kind = kindByMix();
      if (inFlight < MAX_IN_FLIGHT) {
        inFlight++;
        outcomes.push(send(kind).finally(() => inFlight--));
      } else notSent.push(kind);
      next += (-Math.log(1 - Math.random()) * 1000) / perSecond;
    }
    await sleep(Math.max(0, Math.min(next, end) - performance.now()));
  }
  return { outcomes: await Promise.all(outcomes), started, end, notSent };
}

/** Closed loop: `concurrency` requests always in flight, each followed at once by the next, for `seconds`. */
async function closedLoop(
  send: (kind: Kind) => Promise<Outcome>,
  concurrency: number,
  seconds: number,
): Promise<Phase> {
  const outcomes: Outcome[] = [];
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) outcomes.push(await send(kindByMix()));
    }),
  );
  return { outcomes, started, end, notSent: [] };
}

const hundredths = (n: number) => Math.round(n * 100) / 100;

interface Row extends Timing {
  instances: number;
  phase: string;
  errors: number;
  notSent: number;
}

/** CPU seconds a process has used so far (Linux /proc, ticks of 1/100 s); 0 once it is gone. */
function cpuSecondsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The machine's CPU seconds so far, all cores: busy (not idle, not waiting for I/O) and in all. */
function machineCpu() {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = ticks.reduce((sum, t) => sum + t, 0);
  return { busy: (total - ticks[3]! - ticks[4]!) / 100, total: total / 100 };
}

/**
 * Who used the CPU in a phase, to see what limits it: the instances, the PostgreSQL backends serving this
 * database (its shared processes — WAL writer, checkpointer — not counted), the load's own client, and
 * the machine as a whole (other work included).
 */
async function cpuMeter(instancePids: number[], databaseUrl: string) {
  const monitor = new pg.Client({ connectionString: databaseUrl });
  await monitor.connect();
  const snapshot = async () => {
    const { rows } = await monitor.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return {
      servers: instancePids.reduce((sum, pid) => sum + cpuSecondsOf(pid), 0),
      postgres: new Map(rows.map((r) => [r.pid, cpuSecondsOf(r.pid)])),
      client: process.cpuUsage(),
      machine: machineCpu(),
      at: performance.now(),
    };
  };
  return {
    async during<T>(phase: () => Promise<T>) {
      const before = await snapshot();
      const result = await phase();
      const after = await snapshot();
      const seconds = (after.at - before.at) / 1000;
      let postgres = 0;
      for (const [pid, used] of after.postgres) postgres += used - (before.postgres.get(pid) ?? 0);
      const client = process.cpuUsage(before.client);
      const machine = after.machine.total - before.machine.total;
      const busy = after.machine.busy - before.machine.busy;
      const ours = after.servers - before.servers + postgres + (client.user + client.system) / 1e6;
      const cpu: CpuUse = {
        servers: hundredths((after.servers - before.servers) / seconds),
        postgres: hundredths(postgres / seconds),
        client: hundredths((client.user + client.system) / 1e6 / seconds),
        others: hundredths((busy - ours) / seconds),
        machineBusy: Math.round((busy / machine) * 100),
      };
      return { result, cpu };
    },
    close: () => monitor.end(),
  };
}

/** Cores used on average in a phase, and the machine's busy share (%). */
interface CpuUse {
  /** The instances' processes together. */
  servers: number;
  postgres: number;
  client: number;
  /** The rest of the machine's busy time: other work, and PostgreSQL's shared processes. */
  others: number;
  machineBusy: number;
}

/** Per kind: the requests started in the window, and as req/s those answered within it (sustained). */
function rows(instances: number, phase: string, run: Phase): Row[] {
  return [...KINDS, 'all' as const].map((kind) => {
    const mine = run.outcomes.filter((o) => kind === 'all' || o.kind === kind);
    const sorted = mine.map((o) => o.ms).sort((a, b) => a - b);
    const answered = mine.filter((o) => o.endedAt <= run.end).length;
    return {
      instances,
      phase,
      name: kind,
      runs: mine.length,
      perSecond: round((answered * 1000) / (run.end - run.started)),
      p50: round(percentile(sorted, 0.5)),
      p95: round(percentile(sorted, 0.95)),
      errors: mine.filter((o) => !o.ok).length,
      notSent: run.notSent.filter((k) => kind === 'all' || k === kind).length,
    };
  });
}

async function measureOn(count: number, databaseUrl: string, secret: string, sellers: Seller[]) {
  const set = await startInstances({
    databaseUrl,
    count,
    settings: { AUTH_SECRET: secret },
    nodeFlags: PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [],
  });
  const meter = await cpuMeter(
    set.instances.map((i) => i.process.child.pid!),
    databaseUrl,
  );
  try {
    const errors = new Map<string, number>();
    const send = sender(
      set.instances.map((i) => i.url),
      sellers,
      errors,
    );
    const goalRate = (ORDERS_PER_MINUTE / 60) * (MIX_TOTAL / MIX['create order']);
    const loads = [loadavg()[0]!];
    // Each phase after a warm-up at its own load (fresh processes: JIT, pools, prepared statements).
    log(`${count} instance(s): goal rate, ${round(goalRate)} req/s offered`);
    await openLoop(send, goalRate, WARMUP_SECONDS);
    const goal = await meter.during(() => openLoop(send, goalRate, SECONDS));
    loads.push(loadavg()[0]!);
    log(`${count} instance(s): capacity, ${CONCURRENCY} in flight`);
    await closedLoop(send, CONCURRENCY, WARMUP_SECONDS);
    const capacity = await meter.during(() => closedLoop(send, CONCURRENCY, SECONDS));
    loads.push(loadavg()[0]!);
    for (const [message, times] of errors) log(`error ×${times}: ${message}`);
    const phases = [
      { name: `goal rate (open loop, ${round(goalRate)} req/s offered)`, ...goal },
      { name: `capacity (closed loop, ${CONCURRENCY} in flight)`, ...capacity },
    ];
    return {
      rows: phases.flatMap((p) => rows(count, p.name, p.result)),
      cpu: phases.map((p) => ({ instances: count, phase: p.name, ...p.cpu })),
      loads,
    };
  } finally {
    await meter.close();
    await set.stop();
  }
}

type CpuRow = CpuUse & { instances: number; phase: string };

function report(
  results: Row[],
  cpuRows: CpuRow[],
  loads: Map<number, number[]>,
  seedMs: number,
  started: Date,
) {
  const at = (instances: number, phase: string, name: string) =>
    results.find((r) => r.instances === instances && r.phase.startsWith(phase) && r.name === name);
  const one = INSTANCE_COUNTS[0]!;
  const last = INSTANCE_COUNTS.at(-1)!;
  const goalOrders = at(one, 'goal', 'create order');
  const goalList = at(one, 'goal', 'order list');
  const goalAll = at(one, 'goal', 'all');
  const goalErrors = goalAll?.errors ?? 0;
  const goalNotSent = goalAll?.notSent ?? 0;
  const ordersPerMinute = Math.round((goalOrders?.perSecond ?? 0) * 60);
  const met =
    one === 1 &&
    ordersPerMinute >= ORDERS_PER_MINUTE * 0.95 &&
    (goalList?.p95 ?? Infinity) < 100 &&
    goalErrors === 0 &&
    goalNotSent === 0;
  const scaling = (phase: string) => {
    const from = at(one, phase, 'all')?.perSecond ?? 0;
    const to = at(last, phase, 'all')?.perSecond ?? 0;
    return `${from} → ${to} req/s (×${(to / from).toFixed(2)})`;
  };
  const cpu = cpus();
  return [
    `## Load: many sellers on 1–${last} instances (PostgreSQL)`,
    '',
    `Measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:load\` on ${cpu[0]?.model ?? 'unknown'}, ` +
      `${cpu.length} cores shared by PostgreSQL, the instances, the load's client and other work (1-minute load average ` +
      `before / after the goal phase / after the capacity phase: ${[...loads].map(([n, l]) => `${n} instance(s) ${l.map((x) => x.toFixed(1)).join(' / ')}`).join('; ')}). ` +
      `Data: ${SELLERS.toLocaleString('en')} sellers, each with the demo catalogue, a Steadfast courier, 40 customers, ` +
      `${ORDERS_PER_SELLER} orders over 30 days and parcels for half its ready orders; seeded in ${Math.round(seedMs / 1000)} s, ` +
      'not re-seeded between instance counts. Each phase runs ' +
      `${SECONDS} s after a ${WARMUP_SECONDS} s warm-up, requests to random sellers, round-robin over the instances; ` +
      `mix per order created: ${KINDS.map((k) => `${MIX[k]} ${k}`).join(', ')}. Times in ms from request to the reply's last byte; ` +
      'req/s counts the answers within the phase (sustained); any non-2xx answer is an error.',
    '',
    `| instances | phase | kind | requests | req/s | p50 ms | p95 ms | errors | not sent (${MAX_IN_FLIGHT} waiting) |`,
    '|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.instances} | ${r.phase} | ${r.name} | ${r.runs} | ${r.perSecond} | ${r.p50} | ${r.p95} | ${r.errors} | ${r.notSent} |`,
    ),
    '',
    `Where the CPU went: cores used on average (the machine has ${cpu.length}), and CPU ms per request answered in the phase:`,
    '',
    '| instances | phase | the instances | PostgreSQL backends | load client | everything else | machine busy | ms per request: instances + PostgreSQL |',
    '|---|---|---|---|---|---|---|---|',
    ...cpuRows.map((c) => {
      const perSecond = at(c.instances, c.phase, 'all')?.perSecond ?? Number.NaN;
      const each = (cores: number) => round((cores * 1000) / perSecond);
      return `| ${c.instances} | ${c.phase} | ${c.servers} | ${c.postgres} | ${c.client} | ${c.others} | ${c.machineBusy}% | ${each(c.servers)} + ${each(c.postgres)} |`;
    }),
    '',
    `Scaling ${one} → ${last} instances: goal rate ${scaling('goal')}; capacity ${scaling('capacity')}.`,
    '',
    `Goal (${ORDERS_PER_MINUTE.toLocaleString('en')} orders a minute across ${SELLERS.toLocaleString('en')} sellers, ` +
      `list p95 under 100 ms on one instance): ${met ? 'met' : 'NOT met'} — ${ordersPerMinute} orders a minute, ` +
      `list p95 ${goalList?.p95} ms, ${goalErrors} errors, ${goalNotSent} arrivals not sent.`,
  ].join('\n');
}

const started = new Date();
const database = await createPostgresDatabase(process.env.DATABASE_URL);
const secret = randomBytes(32).toString('hex');
try {
  log(`seeding ${SELLERS} sellers × ${ORDERS_PER_SELLER} orders`);
  const seedStarted = performance.now();
  const sellers = await seed(database.url, secret);
  const seedMs = performance.now() - seedStarted;
  log(`seeded in ${Math.round(seedMs / 1000)} s`);
  const results: Row[] = [];
  const cpuRows: CpuRow[] = [];
  const loads = new Map<number, number[]>();
  for (const count of INSTANCE_COUNTS) {
    const measured = await measureOn(count, database.url, secret, sellers);
    results.push(...measured.rows);
    cpuRows.push(...measured.cpu);
    loads.set(count, measured.loads);
  }
  console.log(`\n${report(results, cpuRows, loads, seedMs, started)}\n`);
} finally {
  await database.drop();
}

import { DEMO_ACCOUNTS, type FakeCourier, startFakeCourier } from '@chalan/fake-courier';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { couriers } from '../../db/schema/index.ts';
import { newAdmin, newModerator, type SignedInUser } from '../../test/fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';

let fake: FakeCourier;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeCourier({
    accounts: {
      steadfast: [
        { apiKey: 'sf-live-key-0000003f9a', secretKey: 'sf-live-secret-00000077c1', balance: 3210 },
      ],
    },
  });
  server = await startTestServer(fake.baseUrls);
});
afterEach(() => fake.reset());
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const steadfast = { apiKey: 'sf-live-key-0000003f9a', secretKey: 'sf-live-secret-00000077c1' };
const pathao = { ...DEMO_ACCOUNTS.pathao[0] };
const redx = { accessToken: DEMO_ACCOUNTS.redx[0].accessToken };

const courierBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Steadfast',
  provider: 'steadfast',
  mode: 'live',
  credentials: steadfast,
  chargeInDhaka: 6000,
  chargeOutsideDhaka: 12000,
  status: true,
  ...overrides,
});

async function addCourier(admin: SignedInUser, overrides: Record<string, unknown> = {}) {
  const res = await admin.client.post('/api/couriers', courierBody(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.courier as { id: string; name: string; credentials: Record<string, string> };
}

async function storedRow(id: string) {
  const [row] = await server.deps.database.db.select().from(couriers).where(eq(couriers.id, id));
  return row!;
}

describe('adding a courier', () => {
  it('stores it with its charges in poisha and shows the credentials masked', async () => {
    const admin = await newAdmin(server);
    const res = await admin.client.post('/api/couriers', courierBody());
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Courier added successfully');
    expect(res.body.courier).toEqual({
      id: expect.any(String),
      name: 'Steadfast',
      provider: 'steadfast',
      mode: 'live',
      apiActive: true,
      tellsBalance: true,
      credentials: { apiKey: '••••3f9a', secretKey: '••••77c1' },
      chargeInDhaka: 6000,
      chargeOutsideDhaka: 12000,
      status: true,
      completeOnDelivered: false,
    });
  });

  it('keeps the credentials encrypted at rest and never sends them back', async () => {
    const admin = await newAdmin(server);
    const courier = await addCourier(admin);
    const row = await storedRow(courier.id);
    expect(row.credentialsEncrypted).toBeTruthy();
    expect(row.credentialsEncrypted).not.toContain(steadfast.apiKey);
    expect(row.credentialsEncrypted).not.toContain(steadfast.secretKey);
    expect(row.credentialsEncrypted).not.toContain('apiKey');

    const list = await admin.client.get('/api/couriers');
    const text = JSON.stringify(list.body);
    expect(text).not.toContain(steadfast.apiKey);
    expect(text).not.toContain(steadfast.secretKey);
  });

  it('masks Pathao’s password completely and shows its username', async () => {
    const admin = await newAdmin(server);
    const courier = await addCourier(admin, { name: 'Pathao', provider: 'pathao', credentials: pathao });
    expect(courier.credentials).toEqual({
      clientId: '••••'.concat(pathao.clientId.slice(-4)),
      clientSecret: '••••'.concat(pathao.clientSecret.slice(-4)),
      username: pathao.username,
      password: '••••',
    });
  });

  it('adds a courier without an API ("None"): no credentials, API inactive', async () => {
    const admin = await newAdmin(server);
    const courier = await addCourier(admin, { name: 'Sundarban', provider: 'none', credentials: {} });
    expect(courier).toMatchObject({ provider: 'none', apiActive: false, credentials: {} });
    expect((await storedRow(courier.id)).credentialsEncrypted).toBeNull();
  });

  it('needs a name, and one name once per seller whatever its case', async () => {
    const admin = await newAdmin(server);
    const blank = await admin.client.post('/api/couriers', courierBody({ name: '  ' }));
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields.name).toBe('Courier name is required');

    await addCourier(admin, { name: 'RedX', provider: 'redx', credentials: redx });
    const again = await admin.client.post('/api/couriers', courierBody({ name: 'redx ' }));
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('A courier named redx already exists');
    expect(again.body.error.fields.name).toBe('A courier named redx already exists');

    const other = await newAdmin(server);
    await addCourier(other, { name: 'RedX', provider: 'redx', credentials: redx });
  });

  it('takes charges only as whole taka of 0 or more, in poisha', async () => {
    const admin = await newAdmin(server);
    for (const charge of [-100, 150, 12.5, '6000', null]) {
      const res = await admin.client.post('/api/couriers', courierBody({ chargeInDhaka: charge }));
      expect(res.status, String(charge)).toBe(400);
      expect(res.body.error.fields.chargeInDhaka).toBe('Enter a whole taka amount of 0 or more');
    }
    const free = await addCourier(admin, { chargeInDhaka: 0, chargeOutsideDhaka: 0 });
    expect(free).toMatchObject({ chargeInDhaka: 0, chargeOutsideDhaka: 0 });
    expect((await admin.client.get('/api/couriers')).body.items).toHaveLength(1);
  });

  it('needs every credential its provider takes, and a known provider', async () => {
    const admin = await newAdmin(server);
    const steadfastRes = await admin.client.post(
      '/api/couriers',
      courierBody({ credentials: { apiKey: 'k' } }),
    );
    expect(steadfastRes.status).toBe(400);
    expect(steadfastRes.body.error.fields).toEqual({ 'credentials.secretKey': 'Secret Key is required' });

    const pathaoRes = await admin.client.post(
      '/api/couriers',
      courierBody({
        provider: 'pathao',
        credentials: { ...pathao, username: 'not-an-email', password: ' ' },
      }),
    );
    expect(pathaoRes.body.error.fields).toEqual({
      'credentials.username': 'Invalid Email',
      'credentials.password': 'Password is required',
    });

    const redxRes = await admin.client.post(
      '/api/couriers',
      courierBody({ provider: 'redx', credentials: { accessToken: 'Bearer ' } }),
    );
    expect(redxRes.body.error.fields).toEqual({ 'credentials.accessToken': 'API access token is required' });

    const unknown = await admin.client.post('/api/couriers', courierBody({ provider: 'ecourier' }));
    expect(unknown.body.error.fields.provider).toBe('Choose Steadfast, Pathao, RedX or None');
    expect((await admin.client.get('/api/couriers')).body.items).toEqual([]);
  });
});

describe('changing a courier', () => {
  it('keeps the stored credentials when they are left empty', async () => {
    const admin = await newAdmin(server);
    const courier = await addCourier(admin);
    const before = await storedRow(courier.id);
    const res = await admin.client.put(
      `/api/couriers/${courier.id}`,
      courierBody({
        name: 'Steadfast Dhaka',
        credentials: { apiKey: '', secretKey: '' },
        chargeInDhaka: 7000,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Courier updated successfully');
    expect(res.body.courier).toMatchObject({
      name: 'Steadfast Dhaka',
      chargeInDhaka: 7000,
      apiActive: true,
      credentials: { apiKey: '••••3f9a', secretKey: '••••77c1' },
    });
    expect((await storedRow(courier.id)).credentialsEncrypted).toBe(before.credentialsEncrypted);
    expect((await admin.client.post(`/api/couriers/${courier.id}/test`)).body.ok).toBe(true);
  });

  it('saves a newly typed secret and keeps the other one', async () => {
    const admin = await newAdmin(server);
    const courier = await addCourier(admin);
    const res = await admin.client.put(
      `/api/couriers/${courier.id}`,
      courierBody({ credentials: { secretKey: 'a-brand-new-secret-9d2e' } }),
    );
    expect(res.body.message).toBe('Courier data saved successfully');
    expect(res.body.courier.credentials).toEqual({ apiKey: '••••3f9a', secretKey: '••••9d2e' });
    const test = await admin.client.post(`/api/couriers/${courier.id}/test`);
    expect(test.body).toMatchObject({
      ok: false,
      reason: 'Steadfast refused the credentials (HTTP 401: Unauthorized)',
    });
  });

  it('asks for all of a new provider’s credentials when the provider changes', async () => {
    const admin = await newAdmin(server);
    const courier = await addCourier(admin);
    const bare = await admin.client.put(
      `/api/couriers/${courier.id}`,
      courierBody({ provider: 'redx', credentials: {} }),
    );
    expect(bare.status).toBe(400);
    expect(bare.body.error.fields).toEqual({ 'credentials.accessToken': 'API access token is required' });

    const res = await admin.client.put(
      `/api/couriers/${courier.id}`,
      courierBody({
        provider: 'redx',
        mode: 'sandbox',
        credentials: { accessToken: `Bearer ${redx.accessToken}` },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.courier).toMatchObject({ provider: 'redx', mode: 'sandbox', apiActive: true });
    expect(res.body.courier.credentials).toEqual({ accessToken: `••••${redx.accessToken.slice(-4)}` });
    expect((await admin.client.post(`/api/couriers/${courier.id}/test`)).body.ok).toBe(true);
  });

  it('drops the credentials when the courier no longer has an API', async () => {
    const admin = await newAdmin(server);
    const courier = await addCourier(admin);
    const res = await admin.client.put(`/api/couriers/${courier.id}`, courierBody({ provider: 'none' }));
    expect(res.body.courier).toMatchObject({ provider: 'none', apiActive: false, credentials: {} });
    expect((await storedRow(courier.id)).credentialsEncrypted).toBeNull();
  });

  it('checks the name, charges and typed credentials as adding does', async () => {
    const admin = await newAdmin(server);
    await addCourier(admin, { name: 'Pathao', provider: 'pathao', credentials: pathao });
    const courier = await addCourier(admin);
    const clash = await admin.client.put(`/api/couriers/${courier.id}`, courierBody({ name: 'PATHAO' }));
    expect(clash.status).toBe(409);
    const charge = await admin.client.put(
      `/api/couriers/${courier.id}`,
      courierBody({ chargeOutsideDhaka: -1 }),
    );
    expect(charge.body.error.fields.chargeOutsideDhaka).toBe('Enter a whole taka amount of 0 or more');
    const keepName = await admin.client.put(
      `/api/couriers/${courier.id}`,
      courierBody({ name: 'steadfast' }),
    );
    expect(keepName.status).toBe(200);
    expect((await storedRow(courier.id)).name).toBe('steadfast');
  });
});

describe('Test connection', () => {
  it('reports each courier’s answer with the stored credentials', async () => {
    const admin = await newAdmin(server);
    const sf = await addCourier(admin);
    const pa = await addCourier(admin, {
      name: 'Pathao',
      provider: 'pathao',
      mode: 'sandbox',
      credentials: pathao,
    });
    const rx = await addCourier(admin, { name: 'RedX', provider: 'redx', credentials: redx });

    const sfRes = await admin.client.post(`/api/couriers/${sf.id}/test`);
    expect(sfRes.status).toBe(200);
    expect(sfRes.body).toEqual({
      ok: true,
      detail: 'Connected to Steadfast: current balance ৳3,210',
      key: 'courierConnectedBalance',
      params: { courier: 'Steadfast', balancePoisha: 321_000 },
      message: 'Connected to Steadfast: current balance ৳3,210',
    });
    expect((await admin.client.post(`/api/couriers/${pa.id}/test`)).body).toMatchObject({
      ok: true,
      detail: 'Connected to Pathao: the credentials work',
    });
    expect((await admin.client.post(`/api/couriers/${rx.id}/test`)).body.detail).toMatch(
      /^Connected to RedX: \d+ delivery areas available$/,
    );
  });

  it('says what failed: refused credentials, or a courier in trouble', async () => {
    const admin = await newAdmin(server);
    const pa = await addCourier(admin, {
      name: 'Pathao',
      provider: 'pathao',
      credentials: { ...pathao, password: 'not-the-password' },
    });
    expect((await admin.client.post(`/api/couriers/${pa.id}/test`)).body).toMatchObject({
      ok: false,
      key: 'courierCredentialsRefused',
      reason: 'Pathao refused the credentials (HTTP 400: The user credentials were incorrect.)',
    });

    const sf = await addCourier(admin);
    fake.injectFault('steadfast', { kind: 'error', status: 502 });
    expect((await admin.client.post(`/api/couriers/${sf.id}/test`)).body).toMatchObject({
      ok: false,
      reason: 'Steadfast gave an unexpected reply (HTTP 502)',
    });
  });

  it('says when a courier has no API, or its stored credentials cannot be read', async () => {
    const admin = await newAdmin(server);
    const manual = await addCourier(admin, { name: 'Hand delivery', provider: 'none' });
    expect((await admin.client.post(`/api/couriers/${manual.id}/test`)).body).toMatchObject({
      ok: false,
      key: 'courierHasNoApi',
    });

    const sf = await addCourier(admin);
    await server.deps.database.db
      .update(couriers)
      .set({ credentialsEncrypted: 'sealed-under-another-secret' })
      .where(and(eq(couriers.sellerId, admin.sellerId), eq(couriers.id, sf.id)));
    expect((await admin.client.post(`/api/couriers/${sf.id}/test`)).body).toMatchObject({
      ok: false,
      reason: 'The stored credentials could not be read. Enter them again and save',
    });
    const list = await admin.client.get('/api/couriers');
    expect(list.body.items.find((c: { id: string }) => c.id === sf.id).credentials).toEqual({});
    const blank = await admin.client.put(`/api/couriers/${sf.id}`, courierBody({ credentials: {} }));
    expect(blank.status).toBe(400);
    const fixed = await admin.client.put(`/api/couriers/${sf.id}`, courierBody());
    expect(fixed.body.message).toBe('Courier data saved successfully');
    expect((await admin.client.post(`/api/couriers/${sf.id}/test`)).body.ok).toBe(true);
  });
});

describe('who may see and change couriers', () => {
  it('lets a Moderator view the couriers but not change or test them', async () => {
    const admin = await newAdmin(server);
    const staff = await newModerator(server, admin);
    const courier = await addCourier(admin);

    const list = await staff.client.get('/api/couriers');
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([
      expect.objectContaining({ id: courier.id, credentials: courier.credentials }),
    ]);

    expect((await staff.client.post('/api/couriers', courierBody({ name: 'Mine' }))).status).toBe(403);
    expect(
      (await staff.client.put(`/api/couriers/${courier.id}`, courierBody({ status: false }))).status,
    ).toBe(403);
    expect((await staff.client.post(`/api/couriers/${courier.id}/test`)).status).toBe(403);
    expect((await storedRow(courier.id)).status).toBe(true);
  });

  it('treats another seller’s courier as not found', async () => {
    const a = await newAdmin(server);
    const b = await newAdmin(server);
    const theirs = await addCourier(b);
    expect((await a.client.put(`/api/couriers/${theirs.id}`, courierBody({ name: 'Taken' }))).status).toBe(
      404,
    );
    expect((await a.client.post(`/api/couriers/${theirs.id}/test`)).status).toBe(404);
    expect((await a.client.get('/api/couriers')).body.items).toEqual([]);
    expect((await storedRow(theirs.id)).name).toBe('Steadfast');
  });
});

describe('the sidebar', () => {
  it('lists one entry per active courier, and drops a deactivated one', async () => {
    const admin = await newAdmin(server);
    const staff = await newModerator(server, admin);
    const sf = await addCourier(admin);
    await addCourier(admin, { name: 'Pathao', provider: 'pathao', credentials: pathao });
    await addCourier(admin, { name: 'Old courier', provider: 'none', status: false });

    const names = async (user: SignedInUser) =>
      (await user.client.get('/api/account/me')).body.couriers.map((c: { name: string }) => c.name);
    expect(await names(admin)).toEqual(['Pathao', 'Steadfast']);
    expect(await names(staff)).toEqual(['Pathao', 'Steadfast']);

    await admin.client.put(`/api/couriers/${sf.id}`, courierBody({ status: false }));
    expect(await names(admin)).toEqual(['Pathao']);
  });
});

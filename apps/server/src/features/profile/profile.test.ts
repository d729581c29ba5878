import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAdmin, newModerator, type SignedInUser } from '../../test/fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';
import { imageForm, PNG } from '../../test/upload-fixtures.testkit.ts';

let server: TestServer;
let admin: SignedInUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await newAdmin(server, 'Nazma Boutique');
});
afterAll(() => server?.close());

const upload = (client: SignedInUser['client'], bytes: Uint8Array, name = 'logo.png', type = 'image/png') =>
  client.post('/api/profile/logo', imageForm(bytes, name, type));

describe('Business Information', () => {
  it('shows the merchant id and the shop', async () => {
    const res = await admin.client.get('/api/profile');
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      merchantId: admin.sellerId,
      name: 'Nazma Boutique',
      email: admin.email,
      phone: null,
    });
  });

  it('saves phone, address and city, keeping name and email when left blank', async () => {
    const res = await admin.client.put('/api/profile', {
      name: '',
      email: '',
      phone: '+88 017-1234-5678',
      address: 'House 4, Road 2',
      city: 'Dhaka',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Nazma Boutique is updated successfully');
    expect(res.body.profile).toMatchObject({
      name: 'Nazma Boutique',
      email: admin.email,
      phone: '01712345678',
      city: 'Dhaka',
    });
  });

  it('requires phone, address and city and rejects a bad phone, changing nothing', async () => {
    const res = await admin.client.put('/api/profile', {
      name: 'Changed',
      phone: '12345',
      address: '',
      city: '',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      phone: 'Enter an 11-digit mobile number such as 01712345678',
      address: 'Address is required',
      city: 'City is required',
    });
    expect((await admin.client.get('/api/profile')).body.profile.name).toBe('Nazma Boutique');
  });

  it('stores a PNG logo, serves it and shows it to the shell', async () => {
    const res = await upload(admin.client, PNG);
    expect(res.status).toBe(200);
    const { logoUrl } = res.body.profile;
    expect(logoUrl).toMatch(/^\/uploads\/logos\/.+\.png$/);
    const served = await fetch(new URL(logoUrl, server.url));
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect((await admin.client.get('/api/account/me')).body.seller.logoUrl).toBe(logoUrl);
  });

  it('checks the type by content, not by the name', async () => {
    const res = await upload(admin.client, new TextEncoder().encode('<svg onload="alert(1)"/>'), 'logo.png');
    expect(res.status).toBe(415);
    expect(res.body.error.message).toBe('The image must be a PNG, JPEG or WebP file');
  });

  it('refuses a logo over 1 MB', async () => {
    const big = new Uint8Array(1024 * 1024 + 10);
    big.set(PNG);
    const res = await upload(admin.client, big);
    expect(res.status).toBe(413);
  });

  it('is for the Admin only', async () => {
    const staff = await newModerator(server, admin);
    expect((await staff.client.get('/api/profile')).status).toBe(403);
    expect(
      (await staff.client.put('/api/profile', { phone: '01712345678', address: 'x', city: 'y' })).status,
    ).toBe(403);
  });
});

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, uploadedImages } from '../db/schema/index.ts';
import { addProduct, firstStore } from '../features/products/product-fixtures.testkit.ts';
import { newAdmin, type SignedInUser, sessionClient } from '../test/fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../test/test-server.testkit.ts';
import { imageForm, PNG } from '../test/upload-fixtures.testkit.ts';
import { isImagePath } from './image-store.ts';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 1, 2, 3]);

/** A GET with the path sent as written (fetch would resolve `..` and `%2e%2e` before sending). */
function rawGet(server: TestServer, path: string): Promise<{ status: number; body: Buffer }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    get({ hostname, port, path }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

async function served(server: TestServer, url: string) {
  const res = await fetch(new URL(url, server.url));
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    cache: res.headers.get('cache-control'),
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

const pathOf = (url: string) => url.slice('/uploads/'.length);

/** Where an image is kept: a file in the server's DATA_DIR, a row of uploaded_images, or both. */
async function keptIn(server: TestServer, url: string) {
  const rows = await server.deps.database.db
    .select({ sellerId: uploadedImages.sellerId })
    .from(uploadedImages)
    .where(eq(uploadedImages.path, pathOf(url)));
  return { file: existsSync(join(server.dataDir, url)), row: rows.length > 0 };
}

async function newProduct(server: TestServer, seller: SignedInUser) {
  const storeId = (await firstStore(server, seller)).id;
  return addProduct(seller, { name: 'Mug', storeId, liftPrice: 5_000, salePrice: 8_000, qty: 3 });
}

async function uploadImage(seller: SignedInUser, productId: string, bytes = PNG) {
  const res = await seller.client.post(`/api/products/${productId}/image`, imageForm(bytes));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.product.imageUrl as string;
}

describe.each([
  ['data-dir', { file: true, row: false }],
  ['database', { file: false, row: true }],
] as const)('images kept in %s', (uploadsIn, where) => {
  let server: TestServer;
  let admin: SignedInUser;
  beforeAll(async () => {
    server = await startTestServer({ UPLOADS_IN: uploadsIn });
    admin = await newAdmin(server, 'Image Shop');
  });
  afterAll(() => server?.close());

  it('serves an uploaded image with its bytes and type, cached by the browser only', async () => {
    const product = await newProduct(server, admin);
    const url = await uploadImage(admin, product.id);
    expect(await keptIn(server, url)).toEqual(where);
    expect(await served(server, url)).toEqual({
      status: 200,
      type: 'image/png',
      cache: 'private, max-age=3600',
      bytes: PNG,
    });
  });

  it('forgets the old image when replaced, and the last one when the product is deleted', async () => {
    const product = await newProduct(server, admin);
    const first = await uploadImage(admin, product.id);
    const second = await uploadImage(admin, product.id, JPEG);
    expect((await served(server, first)).status).toBe(404);
    expect(await keptIn(server, first)).toEqual({ file: false, row: false });
    expect(await served(server, second)).toMatchObject({ status: 200, type: 'image/jpeg', bytes: JPEG });

    expect((await admin.client.delete(`/api/products/${product.id}`)).status).toBe(200);
    expect((await served(server, second)).status).toBe(404);
    expect(await keptIn(server, second)).toEqual({ file: false, row: false });
  });

  it('answers 404 to a path with `..` or of any other shape than <folder>/<name>.<png|jpg|webp>', async () => {
    const product = await newProduct(server, admin);
    const name = (await uploadImage(admin, product.id)).split('/').pop()!;
    writeFileSync(join(server.dataDir, 'secret.png'), PNG);
    mkdirSync(join(server.dataDir, 'uploads/products/deeper'), { recursive: true });
    writeFileSync(join(server.dataDir, 'uploads/products/deeper/photo.png'), PNG);
    writeFileSync(join(server.dataDir, 'uploads/products/photo.svg'), '<svg onload="alert(1)"/>');
    for (const path of [
      `/uploads/products/..%2fproducts%2f${name}`,
      `/uploads/products/%2e%2e%2fproducts%2f${name}`,
      '/uploads/products/..%2f..%2fsecret.png',
      '/uploads/..%2fsecret.png',
      '/uploads/products/..%5c..%5csecret.png',
      '/uploads/secret.png',
      '/uploads/products/nothing.png',
      '/uploads/products/photo.svg',
      '/uploads/products/deeper/photo.png',
    ]) {
      expect((await rawGet(server, path)).status, path).toBe(404);
    }
  });
});

describe('images in the database', () => {
  let one: TestServer;
  let two: TestServer;
  let admin: SignedInUser;
  beforeAll(async () => {
    one = await startTestServer({ UPLOADS_IN: 'database' });
    two = await one.sibling();
    admin = await newAdmin(one, 'Two Instances Shop');
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('are served by every instance of the database, whichever one took the upload', async () => {
    expect(two.dataDir).not.toBe(one.dataDir);
    const product = await newProduct(one, admin);
    const url = await uploadImage(admin, product.id);
    expect(await served(two, url)).toMatchObject({ status: 200, type: 'image/png', bytes: PNG });

    const throughTwo = { ...admin, client: await sessionClient(two, admin.userId) };
    const replaced = await uploadImage(throughTwo, product.id, JPEG);
    expect(await served(one, replaced)).toMatchObject({ status: 200, type: 'image/jpeg', bytes: JPEG });
    expect((await served(one, url)).status).toBe(404);
  });

  it('still serves, and then removes, an image stored as a file before the switch', async () => {
    const product = await newProduct(one, admin);
    const before = 'products/4f0c2d9e-0000-4000-8000-000000000001.png';
    mkdirSync(join(one.dataDir, 'uploads/products'), { recursive: true });
    writeFileSync(join(one.dataDir, 'uploads', before), PNG);
    await one.deps.database.db.update(products).set({ imagePath: before }).where(eq(products.id, product.id));
    expect(await served(one, `/uploads/${before}`)).toMatchObject({ status: 200, type: 'image/png' });

    await uploadImage(admin, product.id, JPEG);
    expect(existsSync(join(one.dataDir, 'uploads', before))).toBe(false);
    expect((await served(one, `/uploads/${before}`)).status).toBe(404);
  });
});

describe('image paths', () => {
  it('are a folder and a file name with an image extension, nothing else', () => {
    expect(isImagePath('products/4f0c2d9e-0000-4000-8000-000000000001.png')).toBe(true);
    expect(isImagePath('logos/photo.webp')).toBe(true);
    for (const path of ['../secret.png', 'products/../x.png', 'a/b/c.png', 'x.png', 'products/x.svg', ''])
      expect(isImagePath(path), path).toBe(false);
  });
});

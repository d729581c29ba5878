import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { customers } from '../../db/schema/index.ts';
import type { SignedInUser } from '../../test/fixtures.testkit.ts';
import type { TestServer } from '../../test/test-server.testkit.ts';

export const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

export const imageForm = (bytes: Uint8Array, name = 'photo.png', type = 'image/png') => {
  const form = new FormData();
  form.set('file', new File([bytes], name, { type }));
  return form;
};

let phones = 0;
/** A valid mobile number no other test of this process uses. */
export const uniquePhone = () =>
  `0181${String(process.pid % 10_000).padStart(4, '0')}${String(++phones).padStart(3, '0')}`;

export interface CustomerJson {
  id: string;
  name: string;
  phone: string;
  address: string;
  district: string | null;
  thana: string | null;
  imageUrl: string | null;
  link: string | null;
  createdAt: string;
  lastPurchase: { total: number; at: string } | null;
}

export async function addCustomer(
  seller: SignedInUser,
  body: Record<string, unknown> = {},
): Promise<CustomerJson> {
  const res = await seller.client.post('/api/customers', {
    name: 'Rahim Uddin',
    phone: uniquePhone(),
    address: 'House 12, Road 3',
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.customer;
}

export async function customerRow(server: TestServer, seller: SignedInUser, id: string) {
  const [row] = await server.deps.database.db
    .select()
    .from(customers)
    .where(and(eq(customers.sellerId, seller.sellerId), eq(customers.id, id)));
  return row;
}

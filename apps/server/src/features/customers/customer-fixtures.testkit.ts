import type { Customer } from '@chalan/core/customers/replies';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { customers } from '../../db/schema/index.ts';
import type { SignedInUser } from '../../test/fixtures.testkit.ts';
import type { TestServer } from '../../test/test-server.testkit.ts';

export { imageForm, PNG } from '../../test/upload-fixtures.testkit.ts';

let phones = 0;
/** A valid mobile number no other test of this process uses. */
export const uniquePhone = () =>
  `0181${String(process.pid % 10_000).padStart(4, '0')}${String(++phones).padStart(3, '0')}`;

/** A customer as the API sends it. */
export type CustomerJson = Customer;

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

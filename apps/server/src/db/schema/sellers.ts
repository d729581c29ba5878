import { COURIER_CHOICE_RULES } from '@chalan/core/couriers/choice';
import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

/** A business (tenant). Every business table carries its id. */
export const sellers = pgTable('sellers', {
  id: id().primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  address: text('address'),
  city: text('city'),
  logoPath: text('logo_path'),
  /** false: a master disabled the merchant; all of its users are locked out. */
  status: boolean('status').notNull().default(true),
  /** Set when a master deletes the merchant; its data stays for the record, nobody can sign in. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /**
   * The courier of the seller's last saved order: Start Order chooses it first. No foreign key (a
   * seller is not a tenant row); it is read joined to the seller's active couriers, so a deleted or
   * stopped courier simply is not offered.
   */
  lastCourierId: uuid('last_courier_id'),
  /** How Start Order preselects a courier for the customer's district (core's couriers/choice.ts). */
  courierChoiceRule: text('courier_choice_rule', { enum: COURIER_CHOICE_RULES })
    .notNull()
    .default('last_used'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

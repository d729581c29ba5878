import { boolean, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { sellers } from './sellers.ts';

/**
 * better-auth's four tables. Property names are the ones better-auth expects; the user row also
 * holds the spec's user record (seller, role, status, verified, master, profile fields).
 */
export const users = pgTable(
  'users',
  {
    id: id().primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    role: text('role', { enum: ['Admin', 'Moderator'] }).notNull(),
    /** The spec's record status: false = disabled (employees start disabled until an Admin activates them). */
    status: boolean('status').notNull().default(true),
    /** The spec's record "verified": set on the first sign-in after the email was verified. */
    verified: boolean('verified').notNull().default(false),
    master: boolean('master').notNull().default(false),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    /** The user's language for screens and mails ('en' | 'bn'), and whether Bangla keeps Latin digits. */
    language: text('language', { enum: ['en', 'bn'] })
      .notNull()
      .default('en'),
    latinDigits: boolean('latin_digits').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** A deleted user keeps their row so past work still shows their name. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('users_seller_id_id_unique').on(t.sellerId, t.id), index('users_seller_idx').on(t.sellerId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id().primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: id().primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: id().primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

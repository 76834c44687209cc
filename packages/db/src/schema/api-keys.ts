import { sql } from 'drizzle-orm';
import { bigint, date, foreignKey, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businessId, createdAt, id } from './columns.ts';
import { business, membership } from './tenancy.ts';

/**
 * A business's own API keys (web_service, issue 36): its shop or app calls the API with one as a bearer token. The
 * key names its business (`hk_<business>_<secret>`), so only the secret's sha-256 is kept, as a session token's is.
 * A key acts as the member who made it, within `permissions` (a subset of theirs); revoking it is final. The calls
 * of the current minute are counted on the row, so every server process throttles a key alike.
 */
export const apiKey = pgTable(
  'api_key',
  {
    businessId: businessId().references(() => business.id, { onDelete: 'cascade' }),
    id: id(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    /** the key's first characters, shown in the list to tell keys apart */
    prefix: text('prefix').notNull(),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    /** who made it: the key goes with their membership */
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    /** the last day it works, in the business's time zone; null: until revoked */
    expiresOn: date('expires_on', { mode: 'string' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** the start of the minute whose calls `windowCalls` counts */
    windowStart: timestamp('window_start', { withTimezone: true }),
    windowCalls: integer('window_calls').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex('api_key_hash_key').on(t.businessId, t.keyHash),
    foreignKey({ columns: [t.businessId, t.userId], foreignColumns: [membership.businessId, membership.userId] }).onDelete('cascade'),
  ],
);

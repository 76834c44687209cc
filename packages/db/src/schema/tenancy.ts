import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/*
 * Tenancy. Every business-owned table leads its primary, unique and foreign keys with business_id, so that the
 * tables can be distributed by business (Citus) without a schema change. `business`, `app_user`, `session_token`
 * and `login_attempt` are global.
 */

import { businessId, createdAt, id, status } from './columns.ts';

export const business = pgTable('business', {
  id: id().primaryKey(),
  /** sent by the web in the `domain` header to say which business a request is for */
  appKey: text('app_key').notNull().unique(),
  name: text('name').notNull(),
  abrName: text('abr_name').notNull(),
  /** what it mostly does, as named at sign-up (contract `businessActivities`) */
  activity: text('activity').notNull().default('trade'),
  lang: text('lang').notNull().default('fa'),
  dateLocale: text('date_locale').notNull().default('fa'),
  timeZone: text('time_zone').notNull().default('Asia/Tehran'),
  themeColor: text('theme_color').notNull().default('#0066FF'),
  /** the rest of how the app looks for every user (setting/index, issue 20) */
  dark: boolean('dark').notNull().default(false),
  backgroundColor: text('background_color'),
  hoverMenu: boolean('hover_menu').notNull().default(false),
  appBarOpacity: real('app_bar_opacity').notNull().default(1),
  /** the registered company's name, where it differs from `name` */
  legalName: text('legal_name').notNull().default(''),
  /** the inventory method new products start with */
  inventoryMethod: text('inventory_method').$type<'average' | 'fifo' | 'lifo'>().notNull().default('average'),
  /** the print dialog's starting paper, orientation and colour scheme */
  printPaper: text('print_paper').notNull().default('A4'),
  printOrientation: text('print_orientation').notNull().default('portrait'),
  printScheme: text('print_scheme').notNull().default('classic'),
  /** default VAT percent, a decimal string */
  tax: numeric('tax').notNull().default('10'),
  negativeInventory: boolean('negative_inventory').notNull().default(false),
  /** how sales' goods leave: with the invoice (`direct`), or by remittances a storekeeper makes against it (`documents`, issue 17) */
  invoiceDelivery: text('invoice_delivery').$type<'direct' | 'documents'>().notNull().default('direct'),
  /** a payment may take a bank account, cash box or petty cash fund below zero (issue 15) */
  negativeTreasury: boolean('negative_treasury').notNull().default(false),
  sellInvoiceWithoutCustomer: boolean('sell_invoice_without_customer').notNull().default(false),
  /** the most discount, a percent of a sale's amount, a member under the sell-price lock may give (issue 36) */
  maxDiscountPercent: numeric('max_discount_percent').notNull().default('0'),
  /** spec 01 section 3 `config` flags: name -> value */
  config: jsonb('config').$type<Record<string, string>>().notNull().default({}),
  plan: text('plan').notNull().default('professional'),
  /** plan options: name -> 'active' or anything else */
  planOptions: jsonb('plan_options').$type<Record<string, string>>().notNull().default({}),
  planExpiresOn: date('plan_expires_on', { mode: 'string' }),
  smsCredit: integer('sms_credit').notNull().default(0),
  /** signs the links of the business's files, so an <img> can load one without a bearer header, and its invoices' public links */
  fileSecret: text('file_secret').notNull().default(sql`gen_random_uuid()::text`),
  /** what its printed documents say of it (issue 18): the tax authority's codes, where it is and how to call it */
  economicCode: text('economic_code').notNull().default(''),
  nationalId: text('national_id').notNull().default(''),
  registrationNumber: text('registration_number').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  createdAt: createdAt(),
});

export const appUser = pgTable(
  'app_user',
  {
    id: id().primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    lang: text('lang').notNull().default('fa'),
    active: boolean('active').notNull().default(true),
    /** confirmed at sign-up (issue 20), stored as normalizeMobile leaves it; a forgotten password's code goes to it */
    mobile: text('mobile'),
    /** where a forgotten password's link goes */
    email: text('email'),
    /** a service operator (plan-administration), set only on the server: `npm run operator -- add <username>` */
    operator: boolean('operator').notNull().default(false),
    /**
     * The business that made this login (its users list or a person's form), which alone may set its password,
     * username, mobile or e-mail while it is a member of no other; null for a login its owner signed up (issue 36).
     * No foreign key: the table is global, and a business's rows go with it while its logins may serve others.
     */
    createdByBusinessId: bigint('created_by_business_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('app_user_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('app_user_mobile_key').on(t.mobile),
    uniqueIndex('app_user_email_key').on(sql`lower(${t.email})`),
  ],
);

/**
 * A secret sent to someone once (issue 20): a sign-up code to a mobile number, or a forgotten password's code by
 * SMS or link by e-mail to an account. Only its hash is kept; it works once, until it expires, and a code only for
 * a few wrong tries. The rows sent to a number and from an address are also what sending is throttled by.
 */
export const oneTimeSecret = pgTable(
  'one_time_secret',
  {
    id: id().primaryKey(),
    /** `probe`: no secret, a sign-up answer that a number or username is taken, counted by the same throttle (issue 36) */
    purpose: text('purpose').$type<'register' | 'reset' | 'probe'>().notNull(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    /** the number a sign-up code went to, or the account's mobile a reset code went to */
    mobile: text('mobile'),
    /** the account a reset is for */
    userId: bigint('user_id', { mode: 'number' }).references(() => appUser.id, { onDelete: 'cascade' }),
    /** sha-256 of the code or token */
    secretHash: text('secret_hash').notNull(),
    ip: text('ip').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('one_time_secret_mobile_idx').on(t.mobile, t.createdAt),
    index('one_time_secret_ip_idx').on(t.ip, t.createdAt),
    index('one_time_secret_hash_idx').on(t.secretHash),
  ],
);

export const sessionToken = pgTable(
  'session_token',
  {
    id: id().primaryKey(),
    /** sha-256 of the bearer token: the token itself is never stored */
    tokenHash: text('token_hash').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('session_token_user_idx').on(t.userId)],
);

export const loginAttempt = pgTable(
  'login_attempt',
  {
    id: id().primaryKey(),
    ip: text('ip').notNull(),
    username: text('username').notNull(),
    succeeded: boolean('succeeded').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Throttling counts the failures of an address and of an account (whatever its letter case) in a recent window.
  (t) => [index('login_attempt_ip_at_idx').on(t.ip, t.at), index('login_attempt_account_at_idx').on(sql`lower(${t.username})`, t.at)],
);

export const role = pgTable(
  'role',
  {
    businessId: businessId().references(() => business.id, { onDelete: 'cascade' }),
    id: id(),
    name: text('name').notNull(),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.id] }), uniqueIndex('role_name_key').on(t.businessId, t.name)],
);

/** A user's place in a business: its role, and whether it is the business's administrator. */
export const membership = pgTable(
  'membership',
  {
    businessId: businessId().references(() => business.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
    admin: boolean('admin').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** route names the user pinned to the top bar */
    menuBookmarks: text('menu_bookmarks').array().notNull().default(sql`'{}'::text[]`),
    /*
     * Per-user access (spec 02 section 6), used while the business has userAccessSystem on: ids of the
     * warehouses, branches, departments and bank/cash detail accounts the user works with (none listed: all),
     * no change of sell prices, and documents not bound to the user's branches.
     */
    entrepotAccess: bigint('entrepot_access', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    branchAccess: bigint('branch_access', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    departmentAccess: bigint('department_access', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    financialAccess: bigint('financial_access', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    deactiveChangeSellPrice: boolean('deactive_change_sell_price').notNull().default(false),
    deactiveBranchAccess: boolean('deactive_branch_access').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.userId] }),
    foreignKey({ columns: [t.businessId, t.roleId], foreignColumns: [role.businessId, role.id] }),
  ],
);

export const currency = pgTable(
  'currency',
  {
    businessId: businessId().references(() => business.id, { onDelete: 'cascade' }),
    id: id(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    /** digits after the decimal point */
    decimals: integer('decimals').notNull(),
    /** rate against the business's default currency */
    rate: numeric('rate').notNull().default('1'),
    isDefault: boolean('is_default').notNull().default(false),
    status: status(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex('currency_name_key').on(t.businessId, t.name),
    uniqueIndex('currency_one_default').on(t.businessId).where(sql`${t.isDefault}`),
  ],
);

export const financialYear = pgTable(
  'financial_year',
  {
    businessId: businessId().references(() => business.id, { onDelete: 'cascade' }),
    id: id(),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** the year new documents go into; initial stock and opening balances are entered only here */
    isMain: boolean('is_main').notNull().default(false),
    closed: boolean('closed').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex('financial_year_one_main').on(t.businessId).where(sql`${t.isMain}`),
  ],
);

/**
 * One row counting the changes to what a request's access is read from (tokens, users, memberships, roles and
 * businesses), moved by statement triggers inside the writing transaction (migration 0022). A server process keeps
 * who a token is and what its user may do in a business between requests, and drops it all once the count moved:
 * one small read a request instead of two joins, and right across every process on the database.
 */
export const accessVersion = pgTable('access_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

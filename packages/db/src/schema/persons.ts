import { sql } from 'drizzle-orm';
import { bigint, boolean, date, foreignKey, index, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { branch, category, detailAccount } from './basics.ts';
import { businessId, createdAt, customFields, id, status, tagIds } from './columns.ts';
import { appUser, business } from './tenancy.ts';

/**
 * A customer or other person (spec 02 "Customer / person"). Property names are the wire's field names. Every
 * person is a detail account of the ledger, made and renamed with it; its balance lives in the ledger, never here.
 */
export const person = pgTable(
  'person',
  {
    businessId: businessId().references(() => business.id, { onDelete: 'cascade' }),
    id: id(),
    name: text('name').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname'),
    gender: text('gender').$type<'man' | 'woman' | 'company'>(),
    /** a natural person's 10-digit national code (کد ملی) */
    national_code: text('national_code'),
    /** a legal person's 11-digit national id (شناسه ملی) and its registration number (شماره ثبت) */
    national_id: text('national_id'),
    registration_number: text('registration_number'),
    mobile: text('mobile'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    postal_code: text('postal_code'),
    country: text('country'),
    state: text('state'),
    city: text('city'),
    category: bigint('category_id', { mode: 'number' }),
    tags: tagIds(),
    attraction_method: text('attraction_method'),
    birth_date: date('birth_date', { mode: 'string' }),
    business_name: text('business_name'),
    financial_code: text('financial_code'),
    content: text('content'),
    status: status(),
    branch: bigint('branch_id', { mode: 'number' }),
    custom_fields: customFields(),
    lead: boolean('lead').notNull().default(false),
    personel: boolean('personel').notNull().default(false),
    student: boolean('student').notNull().default(false),
    teacher: boolean('teacher').notNull().default(false),
    visitor: boolean('visitor').notNull().default(false),
    investor: boolean('investor').notNull().default(false),
    translator: boolean('translator').notNull().default(false),
    personnelType: text('personnel_type').$type<'personnel' | 'customer'>(),
    visitorSellPercent: numeric('visitor_sell_percent'),
    visitorReturnSellPercent: numeric('visitor_return_sell_percent'),
    investorSellPercent: numeric('investor_sell_percent'),
    investorReturnSellPercent: numeric('investor_return_sell_percent'),
    /** what the form last saved; its part of the year's opening document holds the posted amount */
    initial_price: numeric('initial_price'),
    nature_initial_price: text('nature_initial_price').$type<'debtor' | 'creditor'>(),
    detail_id: bigint('detail_id', { mode: 'number' }).notNull(),
    /** the login made from the person's user-account tab; its access in this business is its membership */
    userId: bigint('user_id', { mode: 'number' }).references(() => appUser.id, { onDelete: 'set null' }),
    /** the business's default account, which new invoices start with; at most one person a business */
    defaultAccount: boolean('default_account').notNull().default(false),
    woocommerceIdItems: jsonb('woocommerce_id_items')
      .$type<{ woocommercePanelName: string; woocommerceId: string }[]>()
      .notNull()
      .default([]),
    digikalaId: text('digikala_id'),
    portalId: text('portal_id'),
    sazitoId: text('sazito_id'),
    webziId: text('webzi_id'),
    webziSeller: boolean('webzi_seller').notNull().default(false),
    webziSellerCommission: numeric('webzi_seller_commission'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    foreignKey({ columns: [t.businessId, t.detail_id], foreignColumns: [detailAccount.businessId, detailAccount.id] }),
    foreignKey({ columns: [t.businessId, t.category], foreignColumns: [category.businessId, category.id] }),
    foreignKey({ columns: [t.businessId, t.branch], foreignColumns: [branch.businessId, branch.id] }),
    index('person_detail_idx').on(t.businessId, t.detail_id),
    index('person_national_code_idx').on(t.businessId, t.national_code),
    index('person_mobile_idx').on(t.businessId, t.mobile),
    uniqueIndex('person_user_key').on(t.businessId, t.userId),
    uniqueIndex('person_default_account_key').on(t.businessId).where(sql`${t.defaultAccount}`),
  ],
);

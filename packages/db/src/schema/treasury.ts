import { sql } from 'drizzle-orm';
import { bigint, foreignKey, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { branch, detailAccount } from './basics.ts';
import { businessId, createdAt, id, status, tagIds } from './columns.ts';
import { business, currency } from './tenancy.ts';

/*
 * Treasury accounts (issue 15): bank accounts, cash boxes and petty cash funds. Each is a detail account of the
 * ledger, made, named and activated with it; its balance lives in the ledger, never here. Property names are the
 * wire's field names.
 */

const owner = () => businessId().references(() => business.id, { onDelete: 'cascade' });

/** A POS terminal of a bank account: its name and terminal id. */
export interface TerminalRow {
  name: string;
  terminal: string;
}

/** The columns every kind of treasury account has. */
function treasuryColumns() {
  return {
    businessId: owner(),
    id: id(),
    name: text('name').notNull(),
    code: text('code'),
    currency: bigint('currency_id', { mode: 'number' }),
    branch: bigint('branch_id', { mode: 'number' }),
    /** what the form last saved; its part of the year's opening document holds the posted amount */
    initial_price: numeric('initial_price'),
    tags: tagIds(),
    content: text('content'),
    status: status(),
    detail_id: bigint('detail_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  };
}

type KeyColumns = Record<'businessId' | 'id' | 'name' | 'code' | 'currency' | 'branch' | 'detail_id', AnyPgColumn>;

/** Keys of a treasury table named `name`: unique names, codes and detail accounts per business, and its references. */
function treasuryKeys(name: string, t: KeyColumns) {
  return [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex(`${name}_name_key`).on(t.businessId, t.name),
    uniqueIndex(`${name}_code_key`).on(t.businessId, t.code).where(sql`${t.code} is not null`),
    uniqueIndex(`${name}_detail_key`).on(t.businessId, t.detail_id),
    foreignKey({ columns: [t.businessId, t.detail_id], foreignColumns: [detailAccount.businessId, detailAccount.id] }),
    foreignKey({ columns: [t.businessId, t.currency], foreignColumns: [currency.businessId, currency.id] }),
    foreignKey({ columns: [t.businessId, t.branch], foreignColumns: [branch.businessId, branch.id] }),
  ];
}

export const bankAccount = pgTable(
  'bank_account',
  {
    ...treasuryColumns(),
    /** one of the contract's iranianBanks */
    bank: text('bank'),
    branch_name: text('branch_name'),
    branch_code: text('branch_code'),
    account_number: text('account_number'),
    /** `IR` and 24 digits, checked mod 97 */
    sheba: text('sheba'),
    /** 16 digits, Luhn checked */
    card_number: text('card_number'),
    owner: text('owner'),
    terminals: jsonb('terminals').$type<TerminalRow[]>().notNull().default([]),
  },
  (t) => [
    ...treasuryKeys('bank_account', t),
    uniqueIndex('bank_account_sheba_key').on(t.businessId, t.sheba).where(sql`${t.sheba} is not null`),
    uniqueIndex('bank_account_card_number_key').on(t.businessId, t.card_number).where(sql`${t.card_number} is not null`),
  ],
);

export const cashBox = pgTable('cash_box', treasuryColumns(), (t) => treasuryKeys('cash_box', t));

export const pettyCash = pgTable('petty_cash', treasuryColumns(), (t) => treasuryKeys('petty_cash', t));

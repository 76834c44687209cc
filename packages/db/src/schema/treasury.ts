import { sql } from 'drizzle-orm';
import { bigint, date, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
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

/**
 * A cheque (issue 15), received or paid. It comes in as a row of a receipt (received) or a payment (paid) and moves
 * through its statuses by changes, each posting a journal of its own on the change's date (`cheque_event`). Its
 * Sayad id is unique per business and direction among cheques not removed.
 */
export const cheque = pgTable(
  'cheque',
  {
    businessId: owner(),
    id: id(),
    direction: text('direction').$type<'received' | 'paid'>().notNull(),
    /** the 16-digit Sayad id of the central bank's cheque system */
    sayad: text('sayad').notNull(),
    serial: text('serial'),
    /** the drawer's bank, one of the contract's iranianBanks */
    bank: text('bank'),
    branch: text('branch'),
    owner: text('owner'),
    amount: numeric('amount').notNull(),
    due: date('due', { mode: 'string' }).notNull(),
    issue_date: date('issue_date', { mode: 'string' }),
    /** the drawer of a received cheque, the payee of a paid one */
    person: bigint('person_id', { mode: 'number' }),
    kind: text('kind').$type<'normal' | 'guarantee'>().notNull().default('normal'),
    description: text('description'),
    status: text('status').notNull(),
    /** where a received cheque was deposited or cashed; the bank account a paid cheque is drawn on */
    bank_account: bigint('bank_account_id', { mode: 'number' }),
    /** the person a received cheque was endorsed over to */
    endorsee: bigint('endorsee_id', { mode: 'number' }),
    cheque_book: bigint('cheque_book_id', { mode: 'number' }),
    /** the receipt or payment it came with, and that document's line */
    sourceType: text('source_type').notNull(),
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex('cheque_sayad_key').on(t.businessId, t.direction, t.sayad).where(sql`${t.removedAt} is null`),
    index('cheque_due_idx').on(t.businessId, t.direction, t.due),
    index('cheque_source_idx').on(t.businessId, t.sourceType, t.sourceId),
    foreignKey({ columns: [t.businessId, t.bank_account], foreignColumns: [bankAccount.businessId, bankAccount.id] }),
  ],
);

/**
 * A cheque's history: each status it took, on what date, by whom, with the journal that change posted (none for a
 * change that moves no money, such as a bounced cheque given back), or the document whose row made it.
 */
export const chequeEvent = pgTable(
  'cheque_event',
  {
    businessId: owner(),
    id: id(),
    chequeId: bigint('cheque_id', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    bankAccount: bigint('bank_account_id', { mode: 'number' }),
    /** the journal a change of its own posted */
    journalId: bigint('journal_id', { mode: 'number' }),
    /** the receipt or payment whose row made the change (the cheque's arrival, its endorsement), whose journal it is */
    sourceType: text('source_type'),
    sourceId: bigint('source_id', { mode: 'number' }),
    userId: bigint('user_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    index('cheque_event_cheque_idx').on(t.businessId, t.chequeId),
    foreignKey({ columns: [t.businessId, t.chequeId], foreignColumns: [cheque.businessId, cheque.id] }).onDelete('cascade'),
  ],
);

/** A leaf of a cheque book whose Sayad id is known before it is written. */
export interface ChequeLeafRow {
  serial: string;
  sayad: string;
}

/**
 * A cheque book (checkpage) of a bank account: its leaves are the serials from `first_serial` on, `leaves` of them;
 * a paid cheque written from the book takes the next leaf neither used nor voided.
 */
export const chequeBook = pgTable(
  'cheque_book',
  {
    businessId: owner(),
    id: id(),
    bank: bigint('bank_id', { mode: 'number' }).notNull(),
    first_serial: text('first_serial').notNull(),
    leaves: integer('leaves').notNull(),
    sayads: jsonb('sayads').$type<ChequeLeafRow[]>().notNull().default([]),
    /** serials of leaves torn out or spoiled */
    voided: jsonb('voided').$type<{ serial: string }[]>().notNull().default([]),
    content: text('content'),
    status: status(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    foreignKey({ columns: [t.businessId, t.bank], foreignColumns: [bankAccount.businessId, bankAccount.id] }),
  ],
);

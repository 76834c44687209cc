import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, type PgColumn, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { businessId, createdAt, id, tagIds } from './columns.ts';

/*
 * What every document kind's tables have (ARCHITECTURE.md section 4b): a header table, keyed (business_id, id) and
 * numbered per financial year, and a lines table keyed (business_id, document_id, line_no). A document's state
 * (temporary, permanent) and lock are its journal's, so they are kept once, in the ledger.
 */

/** The header columns every document has; a kind's table adds its own fields beside them. */
export const documentHead = () => ({
  businessId: businessId(),
  id: id(),
  financialYearId: bigint('financial_year_id', { mode: 'number' }).notNull(),
  number: integer('number').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  /** the journal it posted; null while removed, or for a kind with nothing to post */
  journalId: bigint('journal_id', { mode: 'number' }),
  /** the client's idempotency key: the same key again answers this document */
  ouid: text('ouid'),
  /** in the kind's removed list since then; restorable */
  removedAt: timestamp('removed_at', { withTimezone: true }),
  createdBy: bigint('created_by', { mode: 'number' }),
  createdAt: createdAt(),
});

interface HeadColumns {
  businessId: PgColumn;
  id: PgColumn;
  financialYearId: PgColumn;
  number: PgColumn;
  date: PgColumn;
  ouid: PgColumn;
  removedAt: PgColumn;
}

/**
 * The keys of a header table named `name`: its number is unique in its year (and in its `series`, where the table
 * keeps several: an invoice's type), its client key in its business.
 */
export function documentHeadKeys(name: string, t: HeadColumns, series?: PgColumn) {
  return [
    primaryKey({ columns: [t.businessId, t.id] }),
    series
      ? uniqueIndex(`${name}_number_key`).on(t.businessId, t.financialYearId, series, t.number)
      : uniqueIndex(`${name}_number_key`).on(t.businessId, t.financialYearId, t.number),
    uniqueIndex(`${name}_ouid_key`).on(t.businessId, t.ouid).where(sql`${t.ouid} is not null`),
    index(`${name}_date_idx`).on(t.businessId, t.date),
    // The removed are few: counted apart from the standing (the lists' totals), and listed on their own.
    index(`${name}_removed_idx`).on(t.businessId, t.removedAt).where(sql`${t.removedAt} is not null`),
  ];
}

/** The columns every line has; a kind's lines table adds its columns beside them. */
export const documentLineHead = () => ({
  businessId: businessId(),
  documentId: bigint('document_id', { mode: 'number' }).notNull(),
  lineNo: integer('line_no').notNull(),
});

export function documentLineKeys(t: { businessId: PgColumn; documentId: PgColumn; lineNo: PgColumn }) {
  return [primaryKey({ columns: [t.businessId, t.documentId, t.lineNo] })];
}

/**
 * The last number of each kind's series in each financial year: `next_document_number` (migration 0024) takes the
 * next under the row's lock, held to the commit, so a series has no gaps or repeats.
 */
export const documentNumber = pgTable(
  'document_number',
  {
    businessId: businessId(),
    kind: text('kind').notNull(),
    financialYearId: bigint('financial_year_id', { mode: 'number' }).notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.kind, t.financialYearId] })],
);

/** Transfers between treasury accounts (issue 15): `from` and `to` are a bank account, cash box or petty cash fund by kind and id. */
export const transfer = pgTable(
  'transfer',
  {
    ...documentHead(),
    from_kind: text('from_kind').$type<'bank' | 'cash' | 'petty'>().notNull(),
    from: bigint('from_id', { mode: 'number' }).notNull(),
    to_kind: text('to_kind').$type<'bank' | 'cash' | 'petty'>().notNull(),
    to: bigint('to_id', { mode: 'number' }).notNull(),
    amount: numeric('amount').notNull(),
    fee: numeric('fee'),
    /** between currencies: what arrives in the receiving account's currency, and the paying currency's rate */
    to_amount: numeric('to_amount'),
    rate: numeric('rate'),
    branch: bigint('branch_id', { mode: 'number' }),
    tags: tagIds(),
    description: text('description'),
  },
  (t) => documentHeadKeys('transfer', t),
);

/**
 * The header and lines of a receipt or a payment (issue 15): the party (a person, or a given account with an
 * optional detail account), and rows each of a treasury account or a cheque.
 */
function cashMovementTables(name: string) {
  const header = pgTable(
    name,
    {
      ...documentHead(),
      person: bigint('person_id', { mode: 'number' }),
      account: bigint('account_id', { mode: 'number' }),
      detail: bigint('detail_id', { mode: 'number' }),
      branch: bigint('branch_id', { mode: 'number' }),
      currency: bigint('currency_id', { mode: 'number' }),
      rate: numeric('rate'),
      tags: tagIds(),
      description: text('description'),
      /** the invoice whose payments this is (issue 16): written, changed and removed through that invoice */
      invoice: bigint('invoice_id', { mode: 'number' }),
    },
    (t) => [
      ...documentHeadKeys(name, t),
      check(`${name}_party_check`, sql`(${t.person} is null) <> (${t.account} is null)`),
      index(`${name}_invoice_idx`).on(t.businessId, t.invoice).where(sql`${t.invoice} is not null`),
    ],
  );
  const lines = pgTable(
    `${name}_line`,
    {
      ...documentLineHead(),
      bank: bigint('bank_id', { mode: 'number' }),
      cash: bigint('cash_id', { mode: 'number' }),
      petty: bigint('petty_id', { mode: 'number' }),
      amount: numeric('amount').notNull(),
      fee: numeric('fee'),
      tracking: text('tracking'),
      /** a cheque row: the cheque received (or paid, or endorsed over) with the document */
      cheque_id: bigint('cheque_id', { mode: 'number' }),
    },
    (t) => documentLineKeys(t),
  );
  return { header, lines };
}

export const { header: treasuryReceipt, lines: treasuryReceiptLine } = cashMovementTables('treasury_receipt');
export const { header: treasuryPayment, lines: treasuryPaymentLine } = cashMovementTables('treasury_payment');

/** A treasury row of a cost's or income's payments: one of bank, cash or petty by id, the amount, fee and tracking number. */
export interface TreasuryRowValue {
  bank: number | null;
  cash: number | null;
  petty: number | null;
  amount: string;
  fee: string | null;
  tracking: string | null;
}

/**
 * The header and lines of a document of account rows (issue 15): a cost's or an income's lines of given accounts
 * (with an optional detail account), a composite receipt's or payment's of parties (a person, or a given account
 * with its detail), each with an amount; the treasury rows that pay (or receive) them kept with the header.
 */
function accountRowTables<const L extends Record<string, PgColumnBuilderBase>>(name: string, party: L) {
  const header = pgTable(
    name,
    {
      ...documentHead(),
      branch: bigint('branch_id', { mode: 'number' }),
      tags: tagIds(),
      description: text('description'),
      payments: jsonb('payments').$type<TreasuryRowValue[]>().notNull().default([]),
    },
    (t) => documentHeadKeys(name, t),
  );
  const lines = pgTable(
    `${name}_line`,
    { ...documentLineHead(), ...party, amount: numeric('amount').notNull(), description: text('description') },
    (t) => documentLineKeys(t),
  );
  return { header, lines };
}

const accountOfRow = () => ({ account: bigint('account_id', { mode: 'number' }).notNull(), detail: bigint('detail_id', { mode: 'number' }) });
const partyOfRow = () => ({
  person: bigint('person_id', { mode: 'number' }),
  account: bigint('account_id', { mode: 'number' }),
  detail: bigint('detail_id', { mode: 'number' }),
});

export const { header: cost, lines: costLine } = accountRowTables('cost', accountOfRow());
export const { header: income, lines: incomeLine } = accountRowTables('income', accountOfRow());
export const { header: compositeReceipt, lines: compositeReceiptLine } = accountRowTables('composite_receipt', partyOfRow());
export const { header: compositePayment, lines: compositePaymentLine } = accountRowTables('composite_payment', partyOfRow());

/**
 * Invoices (issue 16): sales, pre-invoices, purchases and their returns in one header table, each type numbered in
 * a series of its own; the totals are kept as the server computed them, so that lists and reports read them. Each
 * row keeps what its posting read: the kind of its product, its count in base units and the unit cost its stock
 * moved at, beside the row's total after discounts and VAT.
 */
export const invoice = pgTable(
  'invoice',
  {
    ...documentHead(),
    type: text('type').$type<'sell' | 'presale' | 'purchase' | 'returnSell' | 'returnPurchase'>().notNull(),
    person: bigint('person_id', { mode: 'number' }),
    entrepot: bigint('entrepot_id', { mode: 'number' }).notNull(),
    branch: bigint('branch_id', { mode: 'number' }),
    due_date: date('due_date', { mode: 'string' }),
    supplier_number: text('supplier_number'),
    /** the currency its amounts are in where not the business's, and the business's money for one unit of it */
    currency: bigint('currency_id', { mode: 'number' }),
    rate: numeric('rate'),
    discount: numeric('discount'),
    shipping: numeric('shipping'),
    /** the invoice a return returns */
    returns: bigint('returns_id', { mode: 'number' }),
    /** the visitor a sale's commission is owed to */
    visitor: bigint('visitor_id', { mode: 'number' }),
    /** the sale a pre-invoice was converted into; until then its goods are reserved */
    convertedTo: bigint('converted_id', { mode: 'number' }),
    /** how a sale's goods leave, as the business's setting stood when it was written (issue 17) */
    delivery: text('delivery').$type<'direct' | 'documents'>().notNull().default('direct'),
    sum: numeric('sum').notNull(),
    tax: numeric('tax').notNull(),
    payable: numeric('payable').notNull(),
    /** paid at the invoice, each row posted by the receipt or payment linked to it; and their sum */
    payments: jsonb('payments').$type<TreasuryRowValue[]>().notNull().default([]),
    /** the cheques among them, as typed (each also in the cheque table, through the receipt or payment) */
    cheques: jsonb('cheques').$type<Record<string, unknown>[]>().notNull().default([]),
    paid: numeric('paid').notNull().default('0'),
    tags: tagIds(),
    description: text('description'),
  },
  (t) => [
    ...documentHeadKeys('invoice', t, t.type),
    index('invoice_type_date_idx').on(t.businessId, t.type, t.date),
    index('invoice_person_idx').on(t.businessId, t.person),
    index('invoice_returns_idx').on(t.businessId, t.returns).where(sql`${t.returns} is not null`),
    // The list's search (the API's textSearch: each searchable field and the number, Arabic letters folded) by
    // trigrams, within the business (btree_gin): a million invoices were read whole for each search.
    index('invoice_search_idx').using(
      'gin',
      t.businessId,
      ...[t.description, t.supplier_number, t.number].map((column) => sql`translate(${column}::text, 'يك', 'یک') gin_trgm_ops`),
    ),
  ],
);

/**
 * An invoice's public link (issue 18): the link carries the row's key and a signature of it with the business's
 * secret, so it cannot be guessed from the sequence; revoking stamps the row and the link opens nothing more.
 */
export const invoiceShare = pgTable(
  'invoice_share',
  {
    businessId: businessId(),
    id: id(),
    invoiceId: bigint('invoice_id', { mode: 'number' }).notNull(),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex('invoice_share_live_key').on(t.businessId, t.invoiceId).where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * A customer's online payment of an invoice through its public link (issue 36): asked of the gateway for what was
 * left to pay, settled once the gateway verifies it, into the receipt it then wrote.
 */
export const invoiceOnlinePayment = pgTable(
  'invoice_online_payment',
  {
    businessId: businessId(),
    id: id(),
    invoiceId: bigint('invoice_id', { mode: 'number' }).notNull(),
    /** the public link it was paid through, whose sharer the receipt is written as */
    shareId: bigint('share_id', { mode: 'number' }).notNull(),
    amount: numeric('amount').notNull(),
    /** the gateway's id of the payment, which the customer's browser comes back with */
    authority: text('authority').notNull(),
    status: text('status').$type<'pending' | 'paid'>().notNull().default('pending'),
    /** the gateway's reference of a verified payment */
    refId: text('ref_id'),
    receiptId: bigint('receipt_id', { mode: 'number' }),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex('invoice_online_payment_authority_key').on(t.businessId, t.authority),
    // The return names the authority alone.
    index('invoice_online_payment_authority_idx').on(t.authority),
    index('invoice_online_payment_invoice_idx').on(t.businessId, t.invoiceId),
  ],
);

export const invoiceLine = pgTable(
  'invoice_line',
  {
    ...documentLineHead(),
    product: bigint('product_id', { mode: 'number' }).notNull(),
    unit: bigint('unit_id', { mode: 'number' }),
    count: numeric('count').notNull(),
    fee: numeric('fee').notNull(),
    discount: numeric('discount'),
    discountPercent: numeric('discount_percent'),
    tax: numeric('tax'),
    entrepot: bigint('entrepot_id', { mode: 'number' }),
    description: text('description'),
    kind: text('kind').$type<'product' | 'service'>().notNull(),
    quantity: numeric('quantity').notNull(),
    /**
     * a purchase's good: what it cost; a purchase return's: what it goes back at. Null on a sale's and a sale
     * return's rows, whose costs are their stock movements' (which re-costing keeps current): stored once.
     */
    unit_cost: numeric('unit_cost'),
    /** after every discount, before VAT: what the row earns (a sale) or costs (a purchase) */
    taxable: numeric('taxable').notNull().default('0'),
    total: numeric('total').notNull(),
    /** the product's id at the tax authority as it stood when the row was written, which the invoice reports it by */
    tax_id: text('tax_id'),
  },
  (t) => [...documentLineKeys(t), index('invoice_line_product_idx').on(t.businessId, t.product)],
);

/**
 * What the standing (not removed) invoices of each trading type (sales, purchases and their returns) are payable a
 * day, in the business's money (each at its rate, rounded as the reports round it). Kept by a trigger on invoice
 * (migration 0057) in the transaction of every write of one, so the dashboard's months read a row a day and type,
 * never the invoices.
 */
export const invoiceDaySums = pgTable(
  'invoice_day_sums',
  {
    businessId: businessId(),
    type: text('type').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    payable: numeric('payable').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.type, t.date] })],
);

/**
 * Each product's sales less their returns in each financial year: base units, and revenue after every discount and
 * before VAT in the business's money (at the invoice's rate). Kept by triggers on invoice and invoice_line (migration
 * 0055), in the transaction of every write of either, so the year's best sellers read a row a product, never the
 * invoices' rows. No foreign keys, as the ledger's balances: rows are written only from invoices.
 */
export const productSales = pgTable(
  'product_sales',
  {
    businessId: businessId(),
    financialYearId: bigint('financial_year_id', { mode: 'number' }).notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    quantity: numeric('quantity').notNull().default('0'),
    revenue: numeric('revenue').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.financialYearId, t.productId] })],
);

/**
 * The header and lines of one kind of warehouse document (issue 17), each kind in tables of its own and numbered in
 * its own series: the warehouse, the party or account it moves goods for, and rows of product, unit and count, each
 * keeping what it moved (base units, the unit cost) as the server worked it out. A kind leaves the columns it has no
 * field for empty.
 */
function warehouseDocumentTables(name: string) {
  const header = pgTable(
    name,
    {
      ...documentHead(),
      entrepot: bigint('entrepot_id', { mode: 'number' }).notNull(),
      /** a transfer's receiving warehouse, and the day its storekeeper confirmed the goods arrived */
      to_entrepot: bigint('to_entrepot_id', { mode: 'number' }),
      confirmed: date('confirmed', { mode: 'string' }),
      person: bigint('person_id', { mode: 'number' }),
      /** a consumption's expense account and detail account */
      account: bigint('account_id', { mode: 'number' }),
      detail: bigint('detail_id', { mode: 'number' }),
      /** a receipt's temporary receipt, whose rows it took into stock */
      temp_receipt: bigint('temp_receipt_id', { mode: 'number' }),
      /** the invoice whose goods a remittance delivers */
      invoice: bigint('invoice_id', { mode: 'number' }),
      description: text('description'),
    },
    (t) => [
      ...documentHeadKeys(name, t),
      index(`${name}_entrepot_idx`).on(t.businessId, t.entrepot),
      index(`${name}_temp_receipt_idx`).on(t.businessId, t.temp_receipt).where(sql`${t.temp_receipt} is not null`),
      index(`${name}_invoice_idx`).on(t.businessId, t.invoice).where(sql`${t.invoice} is not null`),
    ],
  );
  const lines = pgTable(
    `${name}_line`,
    {
      ...documentLineHead(),
      product: bigint('product_id', { mode: 'number' }).notNull(),
      unit: bigint('unit_id', { mode: 'number' }),
      count: numeric('count'),
      /** a receipt's cost of one of its unit, its batch and expiry date */
      cost: numeric('cost'),
      batch: text('batch'),
      expire: date('expire', { mode: 'string' }),
      /** a product stock transfer's product the stock becomes, its count and base units */
      to_product: bigint('to_product_id', { mode: 'number' }),
      to_count: numeric('to_count'),
      to_quantity: numeric('to_quantity'),
      /** a stocktaking's count, and the book's stock it was counted against */
      counted: numeric('counted'),
      book: numeric('book'),
      description: text('description'),
      quantity: numeric('quantity'),
      unit_cost: numeric('unit_cost'),
    },
    (t) => [...documentLineKeys(t), index(`${name}_line_product_idx`).on(t.businessId, t.product)],
  );
  return { header, lines };
}

export const { header: entrepotReceipt, lines: entrepotReceiptLine } = warehouseDocumentTables('entrepot_receipt');
export const { header: entrepotTempReceipt, lines: entrepotTempReceiptLine } = warehouseDocumentTables('entrepot_temp_receipt');
export const { header: entrepotRemittance, lines: entrepotRemittanceLine } = warehouseDocumentTables('entrepot_remittance');
export const { header: entrepotUseRemittance, lines: entrepotUseRemittanceLine } = warehouseDocumentTables('entrepot_use_remittance');
export const { header: entrepotTransferRemittance, lines: entrepotTransferRemittanceLine } = warehouseDocumentTables('entrepot_transfer_remittance');
export const { header: transferProductStock, lines: transferProductStockLine } = warehouseDocumentTables('transfer_product_stock');
export const { header: warehouseHandling, lines: warehouseHandlingLine } = warehouseDocumentTables('warehouse_handling');

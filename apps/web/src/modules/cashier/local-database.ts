import type { OfflineBarcode, OfflineIntegrator, OfflineLists, OfflinePerson, OfflineProduct, OfflineShortcut, OfflineShortcutItem } from '@hesab/contract';
import { Dexie, type EntityTable } from 'dexie';

/** Where a sale kept on this device stands: waiting to go up, refused by the server (with why), or on the server. */
export type LocalSaleStatus = 'pending' | 'failed' | 'uploaded';

/**
 * A sale made at the till, kept here first (spec 02 "Offline local database": invoice with its `ouid` and `store`).
 * `store` is true while it waits to go up; the server's answer gives it `id` and `number`. `body` is the
 * invoice as `POST invoice` takes it, its `ouid` the key that makes a repeated upload one invoice.
 */
export interface LocalSale {
  ouid: string;
  store: boolean;
  status: LocalSaleStatus;
  body: SaleBody;
  /** what the customer paid, for the list and the pending stock */
  payable: string;
  createdAt: number;
  id: number | null;
  number: number | null;
  /** the server's refusal, in the cashier's language */
  error: string | null;
}

/** What a till writes: a sale, or a customer's return at the counter (its refund paid out of the till). */
export type CounterKind = 'sell' | 'returnSell';

/** An invoice as the cashier sends it: a sale (or return) of rows, paid (or refunded) in cash, by card or both. */
export interface SaleBody {
  type: CounterKind;
  ouid: string;
  date: string;
  entrepot: number;
  person: number | null;
  rows: { product: number; unit: number | null; count: string; fee: string; discount: string | null; discountPercent: string | null; tax: string | null }[];
  payments: { cash?: number; bank?: number; amount: string; tracking?: string }[];
  discount: string | null;
  description: string | null;
}

/** A sale put aside at the counter to serve the next customer, recalled later (its products read again from the copy). */
export interface HeldSale {
  id?: number;
  lines: { product: number; count: string }[];
  person: number | null;
  discount: string | null;
  payable: string;
  createdAt: number;
}

type Lists = { [K in keyof OfflineLists]: OfflineLists[K][number] };

/**
 * The flags of the copy: `dbCreated` once filled (spec: created once, flagged), when it was last filled, and the
 * business as its receipts name it (JSON).
 */
export interface CopyFlag {
  key: 'dbCreated' | 'filledAt' | 'business';
  value: string;
}

/** The cashier's copy of the business, one per user and business, in IndexedDB. */
export class CashierDatabase extends Dexie {
  products!: EntityTable<OfflineProduct, 'id'>;
  /** the products' barcodes beside their own (`barcode` on the product) */
  productBarcodes!: EntityTable<OfflineBarcode & { key: string }, 'key'>;
  person!: EntityTable<OfflinePerson, 'id'>;
  entrepot!: EntityTable<Lists['entrepot'], 'id'>;
  branch!: EntityTable<Lists['branch'], 'id'>;
  currency!: EntityTable<Lists['currency'], 'id'>;
  productGroup!: EntityTable<Lists['productGroup'], 'id'>;
  unit!: EntityTable<Lists['unit'], 'id'>;
  productIntegrator!: EntityTable<OfflineIntegrator, 'id'>;
  productShortcut!: EntityTable<OfflineShortcut, 'id'>;
  productShortcutItems!: EntityTable<OfflineShortcutItem, 'id'>;
  invoice!: EntityTable<LocalSale, 'ouid'>;
  held!: EntityTable<HeldSale, 'id'>;
  flags!: EntityTable<CopyFlag, 'key'>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({
      // a scanned code is one lookup on the products' barcode index, or on the other barcodes' value index
      products: 'id, barcode, code, name',
      productBarcodes: 'key, value',
      person: 'id, name, mobile',
      entrepot: 'id',
      branch: 'id',
      currency: 'id',
      productGroup: 'id',
      unit: 'id',
      productIntegrator: 'id, value, product_id',
      productShortcut: 'id',
      productShortcutItems: 'id, page_id',
      invoice: 'ouid, status, createdAt',
      held: '++id, createdAt',
      flags: 'key',
    });
  }
}

const opened = new Map<string, CashierDatabase>();

/** The copy of this user in this business: each keeps its own, and a sale never goes up under another's session. */
export function cashierDatabase(appKey: string, userId: number): CashierDatabase {
  const name = `hesab-cashier-${appKey}-${String(userId)}`;
  let database = opened.get(name);
  if (!database) {
    database = new CashierDatabase(name);
    opened.set(name, database);
  }
  return database;
}

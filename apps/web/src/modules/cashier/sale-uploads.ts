import { invoiceDefinition } from '@hesab/contract';
import { ApiError } from '../../shared/api/api-error.ts';
import { saveDocument } from '../../shared/documents/document-api.ts';
import type { CashierDatabase, LocalSale } from './local-database.ts';

/** Spec 02 section 4: pending sales go up one every 10 seconds. */
export const uploadIntervalMs = 10_000;

/** What became of an upload: on the server, refused (kept with why), or not reached (still pending). */
export type UploadOutcome = 'uploaded' | 'failed' | 'unreached';

/**
 * A refusal the sale itself causes (no stock, a product removed, a field the server refuses): sending it again
 * unchanged would be refused again. Anything else (no network, the server down or restarting, the session
 * expired, too many requests) is the moment's, and the sale waits for the next turn.
 */
function refusedForGood(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);
}

/** The server's reason, as the cashier reads it: its message, then each field's first message. */
function reasonOf(error: ApiError): string {
  const fields = typeof error.body.errors === 'object' && error.body.errors !== null ? Object.entries(error.body.errors) : [];
  const details = fields.flatMap(([path, messages]) => {
    const first: unknown = Array.isArray(messages) ? messages[0] : messages;
    return typeof first === 'string' ? [`${path}: ${first.split('|')[0] ?? first}`] : [];
  });
  return [error.body.message ?? error.message, ...details].join(' — ');
}

/**
 * Sends one kept sale. Its `ouid` makes the server answer a repeat (a retry after a lost answer, a second tab, an
 * upload cut off by a restart) with the invoice it already made, so sending again is always safe.
 */
export async function uploadSale(database: CashierDatabase, sale: LocalSale): Promise<UploadOutcome> {
  try {
    const saved = await saveDocument(invoiceDefinition, undefined, sale.body);
    await database.invoice.update(sale.ouid, { store: false, status: 'uploaded', id: saved.id, number: saved.number, error: null });
    return 'uploaded';
  } catch (error) {
    if (!refusedForGood(error)) return 'unreached';
    await database.invoice.update(sale.ouid, { status: 'failed', error: reasonOf(error) });
    return 'failed';
  }
}

/** The oldest sale waiting to go up, if any. */
export async function nextPendingSale(database: CashierDatabase): Promise<LocalSale | undefined> {
  return database.invoice.where('status').equals('pending').sortBy('createdAt').then((sales) => sales[0]);
}

/**
 * Sends every waiting sale now, oldest first (the cashier's "send now"), stopping at the first the network does
 * not carry. Answers how many went up.
 */
export async function uploadAllPending(database: CashierDatabase): Promise<number> {
  let uploaded = 0;
  for (let sale = await nextPendingSale(database); sale; sale = await nextPendingSale(database)) {
    const outcome = await uploadSale(database, sale);
    if (outcome === 'unreached') break;
    if (outcome === 'uploaded') uploaded += 1;
  }
  return uploaded;
}

/** A refused sale the cashier has fixed (or wants tried again) goes back in line. */
export async function resendSale(database: CashierDatabase, ouid: string, body?: LocalSale['body'], payable?: string): Promise<void> {
  await database.invoice.update(ouid, { status: 'pending', store: true, error: null, ...(body ? { body } : {}), ...(payable ? { payable } : {}) });
}

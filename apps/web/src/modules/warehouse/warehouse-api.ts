import { expiringLot, pendingDelivery } from '@hesab/contract';
import { z } from 'zod';
import { api } from '../../shared/api/client.ts';

export const warehouseKeys = {
  expiring: (days: number, entrepot: number | null) => ['warehouse', 'expiring', days, entrepot] as const,
  pending: (kind: DeliveryKind) => ['warehouse', 'pending', kind] as const,
};

const saved = z.object({ id: z.number().int(), number: z.number().int(), message: z.string() });

/** `POST entrepot/transferRemittance/{id}/confirm`: the goods arrived, today or on `date`; 420 once confirmed. */
export const confirmTransfer = (id: number, date?: string) => api.post(`entrepot/transferRemittance/${String(id)}/confirm`, date ? { date } : {}, saved);

/** `POST entrepot/tempReceipt/{id}/checkout`: rows of a temporary receipt (by number, from 1) taken into stock by a receipt. */
export const checkOutTempReceipt = (id: number, body: { date: string; rows: { row: number; count: string }[] }) =>
  api.post(`entrepot/tempReceipt/${String(id)}/checkout`, body, saved);

/** `GET entrepot/expiring?days&entrepot`: lots in stock expiring within `days`, and those expired. */
export const fetchExpiring = async (days: number, entrepot: number | null, signal?: AbortSignal) =>
  (await api.get('entrepot/expiring', z.object({ data: z.array(expiringLot) }), { days, entrepot: entrepot ?? undefined }, signal)).data;

/** The warehouse documents that deliver invoices: remittances a sale's goods, receipts a purchase's. */
export type DeliveryKind = 'remittance' | 'receipt';

/** `GET entrepot/remittance|receipt/pending`: sales (purchases) with goods left to deliver (take in). */
export const fetchPendingDeliveries = async (kind: DeliveryKind, signal?: AbortSignal) =>
  (await api.get(`entrepot/${kind}/pending`, z.object({ data: z.array(pendingDelivery) }), undefined, signal)).data;

/** `POST entrepot/remittance|receipt/{invoice}/checkout`: rows of an invoice (by number, from 1) delivered by a remittance (a receipt). */
export const deliverInvoice = (kind: DeliveryKind, invoice: number, body: { date: string; rows: { row: number; count: string }[] }) =>
  api.post(`entrepot/${kind}/${String(invoice)}/checkout`, body, saved);

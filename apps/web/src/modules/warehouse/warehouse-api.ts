import { expiringLot, pendingDelivery } from '@hesab/contract';
import { z } from 'zod';
import { api } from '../../shared/api/client.ts';

export const warehouseKeys = {
  expiring: (days: number, entrepot: number | null) => ['warehouse', 'expiring', days, entrepot] as const,
  pending: ['warehouse', 'pending'] as const,
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

/** `GET entrepot/remittance/pending`: sales with goods left to deliver by remittances. */
export const fetchPendingDeliveries = async (signal?: AbortSignal) => (await api.get('entrepot/remittance/pending', z.object({ data: z.array(pendingDelivery) }), undefined, signal)).data;

/** `POST entrepot/remittance/{invoice}/checkout`: rows of a sale (by number, from 1) delivered by a remittance. */
export const deliverSale = (invoice: number, body: { date: string; rows: { row: number; count: string }[] }) =>
  api.post(`entrepot/remittance/${String(invoice)}/checkout`, body, saved);

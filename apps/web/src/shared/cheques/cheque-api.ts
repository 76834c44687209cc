import {
  chequeHistoryRow,
  chequeRead,
  chequeStatuses,
  pagedResponse,
  type ChequeDirection,
  type ChequeKind,
  type ChequeStatusBody,
} from '@hesab/contract';
import { z } from 'zod';
import { api } from '../api/client.ts';

/** `GET cheque`'s answer: a page of cheques and the total amount of all the filter finds. */
const chequePage = pagedResponse(chequeRead).extend({ totals: z.object({ amount: z.string() }) });
export type ChequePage = z.infer<typeof chequePage>;

const chequeWithHistory = chequeRead.extend({ history: z.array(chequeHistoryRow) });
export type ChequeWithHistory = z.infer<typeof chequeWithHistory>;

const statusChanged = z.object({
  data: z.object({ id: z.number(), status: z.enum(chequeStatuses), document: z.number().nullable() }),
  message: z.string(),
});

/** What `GET cheque` is asked (the contract's chequeListQuery); paging has the server's defaults when left out. */
export type ChequeQuery = {
  direction?: ChequeDirection;
  /** one status, or several separated by commas */
  status?: string;
  kind?: ChequeKind;
  dueFrom?: string;
  dueTo?: string;
  removed?: '1';
  search?: string;
  page?: number;
  perPage?: number;
};

/** Every cached read of cheques: a status changed, or a receipt or payment saved, refreshes them all. */
export const chequeQueryKeys = {
  all: ['cheques'] as const,
  list: (query: ChequeQuery) => ['cheques', 'list', query] as const,
  one: (id: number) => ['cheques', 'one', id] as const,
};

/** `GET cheque?direction&status&kind&dueFrom&dueTo&search&removed&page&perPage` */
export const fetchCheques = (query: ChequeQuery, signal?: AbortSignal) => api.get('cheque', chequePage, query, signal);

/** `GET cheque/{id}/edit`: the cheque with its history. */
export const fetchCheque = (id: number) => api.get(`cheque/${id}/edit`, chequeWithHistory);

/** `POST cheque/{id}/status {status, date, bank?, description?}`: posts the change's document. */
export const changeChequeStatus = (id: number, body: ChequeStatusBody) => api.post(`cheque/${id}/status`, body, statusChanged);

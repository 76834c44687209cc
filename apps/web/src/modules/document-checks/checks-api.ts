import { conflictingDocument, documentsChanged, pagedResponse, accountingDocumentSummary } from '@hesab/contract';
import { z } from 'zod';
import { api } from '../../shared/api/client.ts';

export const checksQueryKeys = {
  conflicting: ['accounting', 'conflicting'] as const,
  temporaryCount: ['accounting', 'temporaryCount'] as const,
};

/** `GET accounting/conflicting`: the main year's documents that break a rule since they were posted. */
export const fetchConflictingDocuments = async () =>
  (await api.get('accounting/conflicting', z.object({ data: z.array(conflictingDocument) }))).data;

/** How many temporary documents numbering would touch: one row is enough, the total says it. */
export const fetchTemporaryCount = async () =>
  (await api.get('accounting', pagedResponse(accountingDocumentSummary), { state: 'temporary', perPage: 5 })).total;

/** `POST accounting/numbering` (DocumentNumbering): the temporary documents in date order after the permanent ones. */
export const renumberDocuments = () => api.post('accounting/numbering', {}, documentsChanged);

import { transferDefinition, type DocumentOf } from '@hesab/contract';
import { transfer } from '@hesab/db';
import { postTransfer } from '@hesab/domain';
import { tableDocuments, type DocumentBinding } from '../documents/index.ts';

/** Transfers between treasury accounts, on the document engine: a definition, a table and a posting. */
export const transferBinding: DocumentBinding = {
  definition: transferDefinition,
  tables: { header: transfer },
  createStore: (db, references) =>
    tableDocuments<DocumentOf<typeof transferDefinition>>(db, references, { definition: transferDefinition, header: transfer, posting: postTransfer }),
};

import { transferDefinition, type DocumentOf } from '@hesab/contract';
import { transfer } from '@hesab/db';
import { postTransfer } from '@hesab/domain';
import { tableDocumentBinding } from '../documents/index.ts';

/** Transfers between treasury accounts, on the document engine: a definition, a table and a posting. */
export const transferBinding = tableDocumentBinding<DocumentOf<typeof transferDefinition>>({
  definition: transferDefinition,
  header: transfer,
  posting: postTransfer,
});

import { transferDefinition, type DocumentOf } from '@hesab/contract';
import { transfer } from '@hesab/db';
import { postTransfer } from '@hesab/domain';
import { tableDocumentBinding } from '../documents/index.ts';
import { treasuryAccountAccess } from './financial-access.ts';
import { overdraftGuard } from './overdraft.ts';

/** Transfers between treasury accounts, on the document engine: a definition, a table and a posting; no account overdrawn. */
export const transferBinding = tableDocumentBinding<DocumentOf<typeof transferDefinition>>({
  definition: transferDefinition,
  header: transfer,
  posting: postTransfer,
  currencies: true,
  hooks: overdraftGuard,
  ...treasuryAccountAccess(transferDefinition),
});

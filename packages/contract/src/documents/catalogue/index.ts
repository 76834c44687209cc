import { accountingDocumentDefinition } from './accounting.ts';
import { transferDefinition } from './transfer.ts';

export { accountingDocumentDefinition, transferDefinition };

/** Every kind of document, for what serves or checks them all (the column test, the web's routes). */
export const documentDefinitions = [accountingDocumentDefinition, transferDefinition] as const;

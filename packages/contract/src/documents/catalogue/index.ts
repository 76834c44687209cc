import { accountingDocumentDefinition } from './accounting.ts';
import { payDefinition, receiveDefinition } from './receipts.ts';
import { transferDefinition } from './transfer.ts';

export { accountingDocumentDefinition, payDefinition, receiveDefinition, transferDefinition };

/** Every kind of document, for what serves or checks them all (the column test, the web's routes). */
export const documentDefinitions = [accountingDocumentDefinition, transferDefinition, receiveDefinition, payDefinition] as const;

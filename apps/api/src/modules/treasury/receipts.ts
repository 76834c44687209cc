import { payDefinition, receiveDefinition, type DocumentOf } from '@hesab/contract';
import { treasuryPayment, treasuryPaymentLine, treasuryReceipt, treasuryReceiptLine } from '@hesab/db';
import { postPayment, postReceipt } from '@hesab/domain';
import { tableDocuments, type DocumentBinding } from '../documents/index.ts';

/** Receipts (receive/cash) on the document engine: a definition, two tables and a posting. */
export const receiveBinding: DocumentBinding = {
  definition: receiveDefinition,
  tables: { header: treasuryReceipt, lines: treasuryReceiptLine },
  createStore: (db, references) =>
    tableDocuments<DocumentOf<typeof receiveDefinition>>(db, references, {
      definition: receiveDefinition,
      header: treasuryReceipt,
      lines: treasuryReceiptLine,
      posting: postReceipt,
    }),
};

/** Payments (pay/cash), the same the other way. */
export const payBinding: DocumentBinding = {
  definition: payDefinition,
  tables: { header: treasuryPayment, lines: treasuryPaymentLine },
  createStore: (db, references) =>
    tableDocuments<DocumentOf<typeof payDefinition>>(db, references, {
      definition: payDefinition,
      header: treasuryPayment,
      lines: treasuryPaymentLine,
      posting: postPayment,
    }),
};

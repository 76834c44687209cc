import { accountingDocumentDefinition } from './accounting.ts';
import { costDefinition, incomeDefinition } from './costs.ts';
import { payCompositeDefinition, payDefinition, receiveCompositeDefinition, receiveDefinition } from './receipts.ts';
import { invoiceDefinition } from './invoices.ts';
import { transferDefinition } from './transfer.ts';
import { warehouseDefinitions } from './warehouse.ts';

export {
  accountingDocumentDefinition,
  costDefinition,
  incomeDefinition,
  payCompositeDefinition,
  payDefinition,
  receiveCompositeDefinition,
  receiveDefinition,
  transferDefinition,
};
export * from './cheques.ts';
export * from './invoices.ts';
export * from './invoice-reports.ts';
export * from './invoice-lookups.ts';
export * from './warehouse.ts';

/** Every kind of document, for what serves or checks them all (the column test, the web's routes). */
export const documentDefinitions = [
  accountingDocumentDefinition,
  transferDefinition,
  receiveDefinition,
  payDefinition,
  costDefinition,
  incomeDefinition,
  receiveCompositeDefinition,
  payCompositeDefinition,
  invoiceDefinition,
  ...Object.values(warehouseDefinitions),
] as const;

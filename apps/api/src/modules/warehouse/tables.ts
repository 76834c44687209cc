import { warehouseDefinitions } from '@hesab/contract';
import {
  entrepotReceipt,
  entrepotReceiptLine,
  entrepotRemittance,
  entrepotRemittanceLine,
  entrepotTempReceipt,
  entrepotTempReceiptLine,
  entrepotTransferRemittance,
  entrepotTransferRemittanceLine,
  entrepotUseRemittance,
  entrepotUseRemittanceLine,
  transferProductStock,
  transferProductStockLine,
  warehouseHandling,
  warehouseHandlingLine,
} from '@hesab/db';
import type { WarehouseKind } from '@hesab/domain';
import type { DocumentHeadTable, DocumentLinesTable } from '../documents/index.ts';

/** A kind's header and lines tables. */
export interface WarehouseTables {
  header: DocumentHeadTable;
  lines: DocumentLinesTable;
}

/** Each kind's header and lines tables. */
export const warehouseTables: Record<WarehouseKind, WarehouseTables> = {
  receipt: { header: entrepotReceipt, lines: entrepotReceiptLine },
  tempReceipt: { header: entrepotTempReceipt, lines: entrepotTempReceiptLine },
  remittance: { header: entrepotRemittance, lines: entrepotRemittanceLine },
  useRemittance: { header: entrepotUseRemittance, lines: entrepotUseRemittanceLine },
  transferRemittance: { header: entrepotTransferRemittance, lines: entrepotTransferRemittanceLine },
  transferProductStock: { header: transferProductStock, lines: transferProductStockLine },
  warehousehandling: { header: warehouseHandling, lines: warehouseHandlingLine },
};

/** The header table of the warehouse document kind whose movements are kept under `logType`, if it is one. */
export function warehouseHeaderOf(logType: string): DocumentHeadTable | undefined {
  const kind = (Object.keys(warehouseDefinitions) as WarehouseKind[]).find((each) => warehouseDefinitions[each].logType === logType);
  return kind ? warehouseTables[kind].header : undefined;
}

import { warehouseDefinitions } from '@hesab/contract';
import { postWarehouseDocument, warehouseKinds, type WarehouseDocument, type WarehouseKind } from '@hesab/domain';
import { tableDocumentBinding, type DocumentBinding } from '../documents/index.ts';
import { warehouseAccess, warehouseReach } from '../inventory/index.ts';
import { warehouseTables } from './tables.ts';
import { warehouseHooks } from './warehouse-rows.ts';

/**
 * The warehouse documents (issue 17) on the document engine: each kind its definition, its two tables, the one pure
 * posting, the hooks that fill in what it moves, and the member's warehouses.
 */
export const warehouseBindings: Record<WarehouseKind, DocumentBinding> = Object.fromEntries(
  warehouseKinds.map((kind) => {
    const definition = warehouseDefinitions[kind];
    return [
      kind,
      tableDocumentBinding<WarehouseDocument>({
        definition,
        ...warehouseTables[kind],
        posting: postWarehouseDocument,
        // Its movements' worth rounds to the business currency's decimals.
        currencies: true,
        hooks: warehouseHooks(kind, definition.logType, warehouseTables[kind]),
        limits: warehouseAccess,
        reach: warehouseReach(kind === 'transferRemittance' ? ['entrepot', 'to_entrepot'] : ['entrepot']),
      }),
    ];
  }),
) as Record<WarehouseKind, DocumentBinding>;

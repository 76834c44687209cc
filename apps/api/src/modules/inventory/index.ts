import { entrepotResource, unitResource } from '@hesab/contract';
import { entrepot, unit } from '@hesab/db';
import type { ResourceBinding } from '../resources/index.ts';
import { allowedWarehouses } from './warehouse-access.ts';
import { warehouseHooks } from './warehouse-limit.ts';

export { seedCommonUnits } from './common-units.ts';
export { offeredUnits, offeredWarehouses, warehouseNames } from './warehouses.ts';
export { allowedWarehouses, refuseUnlistedWarehouses, reportWarehouses, warehouseAccess, warehouseReach } from './warehouse-access.ts';
export { expiringLots } from './expiring.ts';
export { issueCost, movesUpTo, placeOf, refuseBeyondOnHand, refuseShortStock, type Issue } from './issues.ts';
export { productTurnover, type Turnover, type TurnoverMovement } from './turnover.ts';
export { highestCostsOf, issueValues, lineCostsOf, movedCostsByProduct, movedValuesOf } from './source-costs.ts';

export {
  costSummariesOf,
  costSummaryOf,
  movedLater,
  movementRecords,
  movementsFromRecords,
  movementsOf,
  goodsMovements,
  goodsStockReader,
  productHistories,
  replaceMovements,
  setMovementCosts,
  stockOfProducts,
  warehouseStockPage,
  type GoodsMovement,
  type GoodsStock,
  type HeldBack,
  type HistoryMovement,
  type NewMovement,
  type StockSource,
} from './stock.ts';

/** Warehouses and units are plain records; a warehouse with stock movements is in use and stays. */
export const inventoryBindings: ResourceBinding[] = [
  { definition: entrepotResource, table: entrepot, memberScope: allowedWarehouses, hooks: warehouseHooks },
  { definition: unitResource, table: unit },
];

import { costDefinition, incomeDefinition, type DocumentOf } from '@hesab/contract';
import { cost, costLine, income, incomeLine } from '@hesab/db';
import { postCost, postIncome } from '@hesab/domain';
import { tableDocumentBinding } from '../documents/index.ts';
import { treasuryAccountAccess } from './financial-access.ts';
import { overdraftGuard } from './overdraft.ts';

/** Costs on the document engine: rows of expense accounts as lines, the treasury rows paying them in the header; none overdrawn. */
export const costBinding = tableDocumentBinding<DocumentOf<typeof costDefinition>>({
  definition: costDefinition,
  header: cost,
  lines: costLine,
  posting: postCost,
  hooks: overdraftGuard,
  ...treasuryAccountAccess(costDefinition),
});

/** Incomes, the same the other way: rows of revenue accounts, received into the treasury rows. */
export const incomeBinding = tableDocumentBinding<DocumentOf<typeof incomeDefinition>>({
  definition: incomeDefinition,
  header: income,
  lines: incomeLine,
  posting: postIncome,
  hooks: overdraftGuard,
  ...treasuryAccountAccess(incomeDefinition),
});

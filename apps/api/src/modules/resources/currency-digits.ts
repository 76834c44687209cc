import { amountFractionDigits, type MoneyField, type ResourceDefinition } from '@hesab/contract';
import type { Executor } from '@hesab/db';
import { moneyFractionDigits } from '@hesab/domain';
import { FieldErrors } from '../../http/errors.ts';
import { currencyDecimals } from '../tenancy/index.ts';
import type { ResourceRow } from './binding.ts';

/** The field naming a record's own currency, where its definition has one (a product priced in dollars). */
function currencyField(definition: ResourceDefinition): string | undefined {
  return definition.fields.find((field) => field.type === 'reference' && field.resource === 'currency')?.name;
}

/**
 * A money field without a precision of its own takes its currency's digits (field.ts): the record's currency where
 * it names one, else the business's default. An amount with more digits than that (1.5 rials) is refused on its
 * field, rather than stored as an amount no document could carry.
 */
export async function checkCurrencyDigits(
  tx: Executor,
  businessId: number,
  definition: ResourceDefinition,
  values: ResourceRow,
  before: ResourceRow | null,
): Promise<void> {
  const fractional = definition.fields
    .filter((field): field is MoneyField => field.type === 'money' && field.precision === undefined)
    .filter((field) => {
      const value = values[field.name];
      return typeof value === 'string' && amountFractionDigits(value) > 0;
    });
  if (fractional.length === 0) return;
  const named = currencyField(definition);
  const currencyId = named === undefined ? null : named in values ? values[named] : before?.[named];
  const digits = moneyFractionDigits(await currencyDecimals(tx, businessId, currencyId));
  const refused = fractional.filter((field) => amountFractionDigits(String(values[field.name])) > digits);
  if (refused.length > 0) throw new FieldErrors(Object.fromEntries(refused.map((field) => [field.name, [{ key: 'too-many-decimals' }]])));
}

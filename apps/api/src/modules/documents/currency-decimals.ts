import { amountFractionDigits, type DocumentDefinition, type Field, type LineColumn, type MoneyField } from '@hesab/contract';
import type { Executor } from '@hesab/db';
import { moneyFractionDigits } from '@hesab/domain';
import { FieldErrors } from '../../http/errors.ts';
import { currencyDecimals } from '../tenancy/index.ts';
import type { DocumentRow } from './binding.ts';
import { findNamedRecords, type ReferenceTables } from './references.ts';

/** An amount sent with a fraction: where it is, and the field whose currency it is in (its own `currencyOf`). */
interface FractionalAmount {
  path: string;
  value: string;
  currencyOf: string | undefined;
}

/** A money field taking its currency's decimals: sent (not read-only), no quantity, no precision of its own (a rate's). */
const inCurrency = (field: Field | LineColumn): field is MoneyField =>
  field.type === 'money' && field.precision === undefined && field.quantity !== true && field.readOnly !== true;

/** Every amount of a document sent with digits after the point: in its header, its rows fields, its lines and their cheques. */
function fractionalAmounts(definition: DocumentDefinition, document: DocumentRow): FractionalAmount[] {
  const found: FractionalAmount[] = [];
  const look = (fields: readonly (Field | LineColumn)[], holder: unknown, at: string) => {
    if (holder === null || typeof holder !== 'object') return;
    const values = holder as DocumentRow;
    for (const field of fields) {
      const value = values[field.name];
      if (inCurrency(field) && typeof value === 'string' && amountFractionDigits(value) > 0) {
        found.push({ path: `${at}${field.name}`, value, currencyOf: field.currencyOf });
      } else if (field.type === 'cheque') {
        look(field.columns, value, `${at}${field.name}.`);
      } else if (field.type === 'rows' && Array.isArray(value)) {
        value.forEach((row, index) => look(field.columns, row, `${at}${field.name}.${String(index)}.`));
      }
    }
  };
  look(definition.fields, document, '');
  const lines = definition.lines;
  const rows = lines ? document[lines.name] : undefined;
  if (lines && Array.isArray(rows)) rows.forEach((row, index) => look(lines.columns, row, `${lines.name}.${String(index)}.`));
  return found;
}

/**
 * Refuses (422 on each field, 'too-many-decimals') an amount sent with more decimals than its currency has (100.5
 * rials), for every kind of document: the currency is the account's where the field names one (`currencyOf`), else
 * the document's currency field's, else the business's. Read only for amounts that have a fraction at all.
 */
export async function refuseExcessDecimals(
  db: Executor,
  businessId: number,
  definition: DocumentDefinition,
  document: DocumentRow,
  references: ReferenceTables,
): Promise<void> {
  const amounts = fractionalAmounts(definition, document);
  if (amounts.length === 0) return;
  const currencyField = definition.fields.find((field) => field.type === 'reference' && field.resource === 'currency')?.name;
  const documentCurrency = currencyField === undefined ? null : document[currencyField];
  const digitsOf = new Map<string, Promise<number>>();
  const digits = async (currencyOf: string | undefined): Promise<number> => {
    const key = currencyOf ?? '';
    const known = digitsOf.get(key);
    if (known) return known;
    const reading = (async () => {
      let currencyId: unknown = documentCurrency;
      const account = currencyOf === undefined ? undefined : document[currencyOf];
      if (account && typeof account === 'object') {
        const { kind, id } = account as { kind: string; id: number };
        // An account not found is refused on its own field; its amount is then held to the business's currency.
        currencyId = (await findNamedRecords(db, businessId, [{ resource: kind, id }], references)).currencies.get(`${kind}:${String(id)}`) ?? null;
      }
      return moneyFractionDigits(await currencyDecimals(db, businessId, currencyId));
    })();
    digitsOf.set(key, reading);
    return reading;
  };
  const refused: string[] = [];
  for (const amount of amounts) if (amountFractionDigits(amount.value) > (await digits(amount.currencyOf))) refused.push(amount.path);
  if (refused.length > 0) throw new FieldErrors(Object.fromEntries(refused.map((path) => [path, [{ key: 'too-many-decimals' }]])));
}

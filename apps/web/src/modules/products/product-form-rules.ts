import { wagesProductKind, type ResourceRecord } from '@hesab/contract';
import { compareMoney, isMoney, priceWithoutTaxOf, priceWithTaxOf } from '@hesab/domain';
import type { FormValues } from '../../shared/forms/use-form-state.ts';
import type { FieldState, FormContext, SettledRule } from '../../shared/resources/form-layout.ts';

/** Panels a service has none of (spec 01 section 2): other barcodes, dimensions, initial stock, other units. */
const productOnlyFields = ['barcodes', 'length', 'width', 'height', 'weight', 'units', 'initial_stocks'] as const;
/** Shown for the gold and jewellery kind only (spec 01 section 2, other settings). */
const wagesFields = ['constructionWagesPercent', 'profitPercent', 'commissionPercent'] as const;

export interface ProductViewer {
  /** initial stock exists only in the main financial year */
  isMainYear: boolean;
  /** custom fields are not offered on a phone (spec 01 section 2) */
  isPhone: boolean;
  /** the digits after the point of the business's currency, which prices are rounded to */
  decimals: number;
  /** a rule's message to the user (a duplicate warehouse) */
  warn(messageKey: string): void;
}

const includes = (list: readonly string[], name: string) => list.includes(name);

/** Whether the initial stock of a saved product may still change: the server says so in `initial.editable`. */
function initialEditable(record: ResourceRecord | undefined): boolean {
  const initial = record?.initial;
  return typeof initial === 'object' && initial !== null && 'editable' in initial && initial.editable === true;
}

export function productFieldState(viewer: ProductViewer) {
  return (name: string, values: FormValues, context: FormContext): FieldState => {
    if (includes(productOnlyFields, name) && values.type === 'service') return { hidden: true };
    if (name === 'initial_stocks') {
      return { hidden: !viewer.isMainYear, disabled: context.editing && !initialEditable(context.record) };
    }
    if (includes(wagesFields, name)) return { hidden: Number(values.kind) !== wagesProductKind };
    if (name === 'customFields') return { hidden: viewer.isPhone };
    return {};
  };
}

const moneyOrNull = (value: unknown) => (isMoney(value) ? value : null);

type Row = Record<string, unknown>;
const rowsOf = (value: unknown): Row[] =>
  Array.isArray(value) ? value.filter((row): row is Row => typeof row === 'object' && row !== null) : [];

/** One default unit only: the row just made default takes it from the others. */
function oneDefaultUnit(rows: Row[], previous: Row[]): Row[] | null {
  const made = rows.findIndex((row, index) => row.default === true && previous[index]?.default !== true);
  if (made < 0) return null;
  return rows.map((row, index) => (index === made || row.default !== true ? row : { ...row, default: false }));
}

/**
 * Initial stock rows: a warehouse chosen twice clears the row that repeats it, with selectedWarehouseIsdDuplicate;
 * a count below zero is zero.
 */
function checkedStockRows(rows: Row[], previous: Row[], warn: (key: string) => void): Row[] | null {
  let changed = false;
  const checked = rows.map((row, index) => {
    const entrepot = row.entrepot;
    const chosenNow = entrepot !== null && entrepot !== undefined && previous[index]?.entrepot !== entrepot;
    if (chosenNow && rows.some((other, at) => at !== index && other.entrepot === entrepot)) {
      warn('selectedWarehouseIsdDuplicate');
      changed = true;
      return { ...row, entrepot: null };
    }
    if (isMoney(row.stock) && compareMoney(row.stock, '0') < 0) {
      changed = true;
      return { ...row, stock: '0' };
    }
    return row;
  });
  return changed ? checked : null;
}

/** The form's derived values (spec 01 sections 4 and 5). */
export function productImplied(viewer: ProductViewer) {
  return (name: string, values: FormValues, previous: FormValues): FormValues => {
    if (name === 'price' || name === 'taxPercent') {
      const price = moneyOrNull(values.price);
      return price === null ? {} : { priceWithTax: priceWithTaxOf(price, moneyOrNull(values.taxPercent), viewer.decimals) };
    }
    if (name === 'units') {
      const units = oneDefaultUnit(rowsOf(values.units), rowsOf(previous.units));
      return units ? { units } : {};
    }
    return {};
  };
}

/**
 * The price from a tax-inclusive price once its typing has paused for a second (spec 01 section 4); the initial
 * stock rows checked once the choice has shown, so a cleared repeat empties the picker that showed it.
 */
export function productSettled(viewer: ProductViewer): SettledRule[] {
  return [
    {
      fields: ['priceWithTax'],
      delayMs: 1000,
      implied: (_name, values) => {
        const withTax = moneyOrNull(values.priceWithTax);
        return withTax === null ? {} : { price: priceWithoutTaxOf(withTax, moneyOrNull(values.taxPercent), viewer.decimals) };
      },
    },
    {
      fields: ['initial_stocks'],
      delayMs: 0,
      implied: (_name, values, previous) => {
        const rows = checkedStockRows(rowsOf(values.initial_stocks), rowsOf(previous.initial_stocks), viewer.warn);
        return rows ? { initial_stocks: rows } : {};
      },
    },
  ];
}

/** After save the form goes to the list of its type (spec 01 section 2). */
export function listAfterSave(record: ResourceRecord): string {
  return record.type === 'service' ? '/service/list' : '/product/list';
}

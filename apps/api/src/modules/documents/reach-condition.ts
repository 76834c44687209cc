import { inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { treasuryKinds, type DocumentDefinition, type Field, type TreasuryKind } from '@hesab/contract';
import { arrayParameter } from '@hesab/db';
import { columnOf } from '../resources/index.ts';
import type { MemberReach } from './binding.ts';

type Accounts = Readonly<Record<TreasuryKind, readonly number[]>>;

const isTreasuryKind = (resource: string): resource is TreasuryKind => treasuryKinds.some((kind) => kind === resource);

/** The columns (of a table, or of a JSON row) that name a treasury account, each with its kind. */
const treasuryColumns = (fields: readonly Field[]) =>
  fields.flatMap((field) => (field.type === 'reference' && isTreasuryKind(field.resource) ? [{ name: field.name, kind: field.resource }] : []));

/** A value naming an account of `kind` that is not one of `accounts` (null names none). */
function outside(value: SQL | PgColumn, kind: TreasuryKind, accounts: Accounts): SQL {
  const ids = accounts[kind];
  return ids.length === 0 ? sql`${value} is not null` : sql`${value} <> all(${arrayParameter(ids)}::bigint[])`;
}

/**
 * The condition of a kind's list that keeps to what a member reaches (MemberReach): a warehouse of theirs in one of
 * the fields, or no treasury account but theirs wherever the definition names one (a header's reference or treasury
 * field, a header's JSON rows, the lines), so that the list shows what a read of each document would allow.
 */
export function reachCondition(
  definition: DocumentDefinition,
  header: PgTable & Record<'businessId' | 'id', PgColumn>,
  lines: (PgTable & Record<'businessId' | 'documentId', PgColumn>) | undefined,
) {
  return (reach: MemberReach): SQL | undefined => {
    if ('fields' in reach) return or(...reach.fields.map((field) => inArray(columnOf(header, field), [...reach.values])));
    const { accounts } = reach;
    const named: SQL[] = [];
    for (const { name, kind } of treasuryColumns(definition.fields)) named.push(outside(columnOf(header, name), kind, accounts));
    for (const field of definition.fields) {
      if (field.type === 'treasury') {
        const kindColumn = columnOf(header, `${field.name}_kind`);
        const id = columnOf(header, field.name);
        named.push(...treasuryKinds.map((kind) => sql`(${kindColumn} = ${kind} and ${outside(id, kind, accounts)})`));
      }
      if (field.type === 'rows') {
        const inRow = treasuryColumns(field.columns).map(({ name, kind }) => outside(sql`(e.value ->> ${name})::bigint`, kind, accounts));
        if (inRow.length > 0) named.push(sql`exists (select 1 from jsonb_array_elements(${columnOf(header, field.name)}) e where ${sql.join(inRow, sql` or `)})`);
      }
    }
    const lineColumns = definition.lines ? treasuryColumns(definition.lines.columns) : [];
    if (lines && lineColumns.length > 0) {
      const inLine = lineColumns.map(({ name, kind }) => outside(columnOf(lines, name), kind, accounts));
      named.push(
        sql`exists (select 1 from ${lines} where ${lines.businessId} = ${header.businessId} and ${lines.documentId} = ${header.id} and (${sql.join(inLine, sql` or `)}))`,
      );
    }
    return named.length === 0 ? undefined : sql`not (${sql.join(named, sql` or `)})`;
  };
}

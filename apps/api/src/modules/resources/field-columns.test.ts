import { tagResource, type Field } from '@hesab/contract';
import { tag, type Connection } from '@hesab/db';
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/databases.ts';
import { fieldColumnProblems, migratedColumns, type MigratedColumns } from '../../../test/field-columns.ts';
import { buildApp, type App } from '../../app.ts';
import type { ResourceBinding } from './index.ts';

/**
 * The fields a resource's table does not keep, by resource name, and where each lives instead. The record store
 * writes a writable field to the column of its name, and reads a read-only one from that column unless the
 * binding's `readValues` fills it; a field named here is taken by the binding's hooks.
 */
const keptElsewhere: Readonly<Record<string, readonly { fields: readonly string[]; where: string }[]>> = {
  customer: [
    { fields: ['remain', 'remain_state', 'initialCheck'], where: 'read from the ledger (readValues)' },
    {
      fields: [
        'username',
        'password',
        'passwordConfirmation',
        'role',
        'admin',
        'entrepotAccess',
        'branchAccess',
        'department_access',
        'user_financial',
        'deactiveChangeSellPrice',
        'deactiveBranchAccess',
      ],
      where: 'the login and its membership (saveLogin, readLogins)',
    },
  ],
  products: [
    { fields: ['stock'], where: 'summed from the stock movements (readValues)' },
    { fields: ['initial_stocks'], where: 'the opening stock movements and opening document part (afterWrite)' },
    { fields: ['pricing'], where: 'the pricing rows (afterWrite)' },
    { fields: ['digikalaPanel', 'sazitoPanel'], where: 'the marketplace listings (afterWrite)' },
  ],
  bank: [{ fields: ['balance', 'initialCheck'], where: 'read from the ledger (readValues)' }],
  cash: [{ fields: ['balance', 'initialCheck'], where: 'read from the ledger (readValues)' }],
  petty: [{ fields: ['balance', 'initialCheck'], where: 'read from the ledger (readValues)' }],
  checkpage: [{ fields: ['used', 'free', 'next_serial'], where: 'counted from the paid cheques drawn on its bank (readValues)' }],
  shortcut: [{ fields: ['items'], where: 'the shortcut items table, each with its page and position (afterWrite, readValues)' }],
};

/** Resources spread over several tables bring their own store, which maps each field itself. */
const ownStores = ['management/user'];

/** One resource's fields against its table; read-only fields kept elsewhere need `readValues`, written ones a write hook. */
function bindingProblems(binding: ResourceBinding, migrated: MigratedColumns): string[] {
  if (!('table' in binding)) return [];
  const { definition, hooks } = binding;
  const elsewhere = (keptElsewhere[definition.name] ?? []).flatMap((group) => group.fields);
  const problems = fieldColumnProblems(definition.fields, binding.table, { migrated, keptElsewhere: elsewhere });
  for (const name of elsewhere) {
    const field = definition.fields.find((candidate) => candidate.name === name);
    if (field?.readOnly && !hooks?.readValues) problems.push(`${definition.name}.${name}: read-only and kept elsewhere, but nothing reads it`);
    if (field && !field.readOnly && !hooks?.beforeWrite && !hooks?.afterWrite) {
      problems.push(`${definition.name}.${name}: kept elsewhere, but no hook writes it`);
    }
  }
  return problems;
}

describe('every field of every resource definition has its column', () => {
  let connection: Connection;
  let app: App;
  let migrated: MigratedColumns;
  beforeAll(async () => {
    connection = await openTestDatabase('pglite');
    app = await buildApp({ db: connection.db, logLevel: 'silent' });
    migrated = await migratedColumns(connection.db);
  });
  afterAll(async () => {
    await app.server.close();
    await connection.close();
  });

  it('in the bound table and in the migrated database', () => {
    const tableBound = app.resourceBindings.filter((binding) => 'table' in binding);
    expect(tableBound.length).toBeGreaterThan(10);
    expect(app.resourceBindings.flatMap((binding) => bindingProblems(binding, migrated))).toEqual([]);
  });

  it('in the header and lines tables of every kind of document kept in tables of its own', () => {
    const kept = app.documentBindings.filter((binding) => binding.tables);
    expect(kept.map((binding) => binding.definition.name)).toContain('transfer');
    const problems = kept.flatMap(({ definition, tables }) => [
      ...(tables ? fieldColumnProblems(definition.fields, tables.header, { migrated }) : []),
      ...(tables?.lines
        ? fieldColumnProblems(definition.lines?.columns ?? [], tables.lines, {
            migrated,
            // A row's cheque is kept in the cheque table, the row keeping its id (cheque_id).
            keptElsewhere: (definition.lines?.columns ?? []).filter((column) => column.type === 'cheque').map((column) => column.name),
          })
        : []),
    ]);
    expect(problems).toEqual([]);
    // The accounting document is kept as its journal: the ledger's own columns, checked by its tests.
    expect(app.documentBindings.filter((binding) => !binding.tables).map((binding) => binding.definition.name)).toEqual(['accounting']);
  });

  it('names every resource that brings its own store, and only those', () => {
    const stores = app.resourceBindings.filter((binding) => !('table' in binding)).map((binding) => binding.definition.name);
    expect(stores).toEqual(ownStores);
  });

  it('keeps the list of fields kept elsewhere to resources that are served', () => {
    const served = new Set(app.resourceBindings.map((binding) => binding.definition.name));
    expect(Object.keys(keptElsewhere).filter((name) => !served.has(name))).toEqual([]);
  });

  it('fails a definition whose field has no column, or whose column the migrations never made', () => {
    const misspelt: Field = { name: 'colour', type: 'color', label: 'fields.color' };
    expect(fieldColumnProblems([...tagResource.fields, misspelt], tag, { migrated })).toEqual([
      'tag.colour: no column of the table holds the field',
    ]);
    const unmigrated = pgTable('tag', { businessId: bigint('business_id', { mode: 'number' }), text: text('text'), shade: text('shade') });
    expect(fieldColumnProblems([{ name: 'text' }, { name: 'shade' }], unmigrated, { migrated })).toEqual([
      'tag.shade: column shade is not in the migrated database',
    ]);
    expect(fieldColumnProblems([{ name: 'text' }], pgTable('no_such_table', { text: text('text') }), { migrated })).toEqual([
      'no_such_table: the table is not in the migrated database',
    ]);
  });

  it('fails a field said to be kept elsewhere that has a column, or that no field has', () => {
    expect(fieldColumnProblems(tagResource.fields, tag, { migrated, keptElsewhere: ['text', 'shade'] })).toEqual([
      'tag.text: said to be kept elsewhere, but the table has column text',
      'tag.shade: said to be kept elsewhere, but no field has that name',
    ]);
  });
});

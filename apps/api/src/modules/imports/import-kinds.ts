import { z } from 'zod';
import { accountImportFields, codingInput, documentInputSchema, importKeys, importResources, importTypes, permissionSets, resourceFieldsSchema, type Field, type ImportType } from '@hesab/contract';
import { CodingStore } from '../accounting/index.ts';
import { documentCreator, type DocumentBinding, type EventAnnouncer, type ReferenceTables } from '../documents/index.ts';
import { batchInserter, insertRecord, kindScope, updateRecord, type ResourceRegistry, type TagValues } from '../resources/index.ts';
import type { ImportKind } from './import-run.ts';

/** The documents a file may hold, and what their stores are made with. */
export interface ImportableDocuments {
  bindings: readonly DocumentBinding[];
  references: ReferenceTables;
  tags: TagValues;
  events: EventAnnouncer;
}

/** A document's date, a field of every document's head. */
const documentDate = { name: 'date', type: 'date', label: 'documents.date', required: true } as const satisfies Field;

/** The chart of accounts, kept by the accounting module: `POST coding`'s validator, each account under its parent's code. */
const accountKind: ImportKind = {
  target: { fields: accountImportFields },
  schema: codingInput.extend({ parent: z.string().trim().max(20).nullable().optional() }),
  permissions: ['AccountingCoding'],
  viewPermission: 'AccountingCoding',
  write: (tx, actor, _member, { parent, ...input }) => new CodingStore(tx).createUnder(actor, codingInput.parse(input), typeof parent === 'string' ? parent : null),
};

/**
 * Each type's target and writer: a resource's form validator and its create, or for a type that changes records,
 * the edit's validator on the columns a file has and its update of the record the key names; a document kind's
 * input schema and its create, with the checks of its route.
 */
export function importKinds(registry: ResourceRegistry, documents: ImportableDocuments): Record<ImportType, ImportKind> {
  const documentKind = (binding: DocumentBinding): ImportKind => {
    const { definition } = binding;
    const create = documentCreator(binding, documents.references, documents.tags);
    const { lines, variants } = definition;
    return {
      target: { fields: [documentDate, ...definition.fields], lines: lines && { name: lines.name, label: null, columns: lines.columns } },
      schema: documentInputSchema(definition),
      refField: variants?.field,
      permissions: [...new Set((variants ? Object.values(variants.permissions) : [definition.permissions]).map((each) => each.create))],
      viewPermission: definition.permissions.view,
      write: (tx, actor, member, values) => create(tx, member, actor, values),
      written: (businessId) => documents.events.announce(businessId, { kind: definition.name, action: 'changed' }),
    };
  };
  const importKind = (type: ImportType): ImportKind => {
    if (type === 'accountStructure') return accountKind;
    const name = importResources[type];
    const document = documents.bindings.find((binding) => binding.definition.name === name);
    if (document) return documentKind(document);
    const entry = registry.entries.get(name);
    if (!entry) throw new Error(`no resource or document ${name} to import into`);
    const { definition } = entry;
    const key = importKeys[type];
    const permissionsOf = (action: 'create' | 'edit') => [...new Set(permissionSets(definition).map((set) => set[action]))];
    if (key === undefined) {
      const insertMany = batchInserter(entry);
      return {
        target: { fields: definition.fields },
        schema: entry.inputSchema,
        permissions: permissionsOf('create'),
        viewPermission: definition.permissions.view,
        write: (tx, actor, member, values) => insertRecord(entry, tx, actor, values, kindScope(definition, member, 'create')),
        writeMany: insertMany && ((tx, actor, member, values) => insertMany(tx, actor, values, kindScope(definition, member, 'create'))),
        refField: definition.kinds?.field,
      };
    }
    return {
      target: { fields: definition.fields },
      schema: resourceFieldsSchema(definition)
        .partial()
        .extend({ [key]: z.number().int() }),
      key,
      permissions: permissionsOf('edit'),
      viewPermission: definition.permissions.view,
      write: (tx, actor, member, { [key]: id, ...changes }) => updateRecord(entry, tx, actor, Number(id), changes, kindScope(definition, member, 'edit')),
    };
  };
  return Object.fromEntries(importTypes.map((type) => [type, importKind(type)])) as Record<ImportType, ImportKind>;
}

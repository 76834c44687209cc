import { defineResource } from '../definition.ts';

/** Tag and branch share the spec's shape (text, color, type, ref_id) and are keyed by their text in paths. */
const labelFields = [
  { name: 'text', type: 'text', label: 'fields.text', required: true, list: true, sortable: true, searchable: true },
  { name: 'color', type: 'color', label: 'fields.color', list: true },
  { name: 'type', type: 'text', label: 'fields.type', maxLength: 60, filterable: true },
  { name: 'ref_id', type: 'number', label: 'fields.refId', min: 0 },
] as const;

export const tagResource = defineResource({
  name: 'tags',
  title: 'resources.tags',
  itemTitle: 'resources.tag',
  logType: 'tag',
  key: 'text',
  numberField: 'text',
  fields: labelFields,
  // Tags are made from any form's tag picker, so any member may manage them.
  permissions: { view: 'member', create: 'member', edit: 'member', remove: null },
  defaultSort: { field: 'text', order: 'asc' },
});

export const branchResource = defineResource({
  name: 'branch',
  title: 'resources.branches',
  itemTitle: 'resources.branch',
  logType: 'branch',
  key: 'text',
  numberField: 'text',
  fields: labelFields,
  permissions: { view: 'BranchList', create: 'BranchList', edit: 'BranchList', remove: null },
  defaultSort: { field: 'text', order: 'asc' },
  routes: { list: 'BranchList' },
});

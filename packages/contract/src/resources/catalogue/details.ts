import { defineResource } from '../definition.ts';
import { customFieldsRequirement } from '../field.ts';

/** What a detail account stands for; persons, banks and cash boxes each get one as they are created. */
export const detailGroups = ['person', 'bank', 'cash', 'petty', 'costCenter', 'project', 'other'] as const;

/** Detail (tafsili) accounts (spec 02 "Detail record"): the second axis of every ledger line. */
export const detailResource = defineResource({
  name: 'detail',
  title: 'resources.details',
  itemTitle: 'resources.detail',
  logType: 'detail',
  numberField: 'code',
  fields: [
    { name: 'name', type: 'text', label: 'fields.name', required: true, list: true, sortable: true, searchable: true },
    { name: 'code', type: 'code', label: 'fields.code', list: true, sortable: true, searchable: true, maxLength: 30 },
    { name: 'group', type: 'select', label: 'fields.detailGroup', options: detailGroups, required: true, list: true, filterable: true, lockedOnEdit: true },
    { name: 'system', type: 'text', label: 'fields.systemLink', maxLength: 60 },
    { name: 'tags', type: 'tags', label: 'fields.tags', list: true, filterable: true },
    { name: 'content', type: 'textarea', label: 'fields.description', drafts: true },
    { name: 'status', type: 'status', label: 'fields.status', list: true, filterable: true },
    { name: 'customFields', type: 'customFields', label: 'fields.customFields', requires: customFieldsRequirement },
  ],
  permissions: { view: 'DetailList', create: 'Detail', edit: 'Detail', remove: 'removeDetails' },
  defaultSort: { field: 'name', order: 'asc' },
  routes: { list: 'DetailList', edit: 'Detail' },
});

import { defineResource } from '../definition.ts';

/** Reusable description texts (spec 02 "Drafts of descriptions"); `type` says which form's description they fill. */
export const descriptionDraftResource = defineResource({
  name: 'descriptions',
  title: 'resources.drafts',
  itemTitle: 'resources.draft',
  logType: 'description',
  fields: [
    { name: 'text', type: 'textarea', label: 'fields.description', required: true, list: true, sortable: true, searchable: true, maxLength: 2000 },
    { name: 'type', type: 'code', label: 'fields.type', required: true, filterable: true, maxLength: 60 },
  ],
  permissions: { view: 'member', create: 'member', edit: 'member', remove: null },
  defaultSort: { field: 'text', order: 'asc' },
});

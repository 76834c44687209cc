import { defineResource } from '../definition.ts';

const status = { name: 'status', type: 'status', label: 'fields.status', list: true, filterable: true } as const;
const name = { name: 'name', type: 'text', label: 'fields.name', required: true, list: true, sortable: true, searchable: true } as const;
const code = { name: 'code', type: 'code', label: 'fields.code', list: true, sortable: true, searchable: true, maxLength: 30 } as const;
const description = { name: 'description', type: 'textarea', label: 'fields.description', drafts: true } as const;

/** Main product groups (group/main/list). Always removable by their editors (spec 01 section 6). */
export const mainGroupResource = defineResource({
  name: 'group/main',
  title: 'resources.mainGroups',
  itemTitle: 'resources.mainGroup',
  logType: 'productGroup',
  numberField: 'code',
  fields: [name, code, description, status],
  permissions: { view: 'GroupMainList', create: 'GroupMainList', edit: 'GroupMainList', remove: null },
  defaultSort: { field: 'name', order: 'asc' },
  routes: { list: 'GroupMainList' },
});

/** Sub-groups, each under a main group: pickers chain them by parent. */
export const subGroupResource = defineResource({
  name: 'group/sub',
  title: 'resources.subGroups',
  itemTitle: 'resources.subGroup',
  logType: 'productSubGroup',
  numberField: 'code',
  fields: [
    name,
    code,
    {
      name: 'parent_id',
      type: 'reference',
      resource: 'group/main',
      label: 'fields.mainGroup',
      required: true,
      list: true,
      sortable: true,
      filterable: true,
    },
    description,
    status,
  ],
  permissions: { view: 'GroupSubList', create: 'GroupSubList', edit: 'GroupSubList', remove: null },
  defaultSort: { field: 'name', order: 'asc' },
  routes: { list: 'GroupSubList' },
});

export const categoryResource = defineResource({
  name: 'category',
  title: 'resources.categories',
  itemTitle: 'resources.category',
  logType: 'category',
  numberField: 'code',
  fields: [name, code, description, status],
  permissions: { view: 'CategoryList', create: 'CategoryList', edit: 'CategoryList', remove: null },
  defaultSort: { field: 'name', order: 'asc' },
  routes: { list: 'CategoryList' },
});

export const departmentResource = defineResource({
  name: 'departman',
  title: 'resources.departments',
  itemTitle: 'resources.department',
  logType: 'department',
  numberField: 'code',
  fields: [name, code, description, status],
  permissions: { view: 'Departman', create: 'Departman', edit: 'Departman', remove: null },
  defaultSort: { field: 'name', order: 'asc' },
  routes: { list: 'Departman' },
});

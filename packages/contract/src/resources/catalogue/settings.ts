import { defineResource } from '../definition.ts';

export const currencyResource = defineResource({
  name: 'currency',
  title: 'resources.currencies',
  itemTitle: 'resources.currency',
  logType: 'currency',
  numberField: 'name',
  fields: [
    { name: 'name', type: 'text', label: 'fields.name', required: true, list: true, sortable: true, searchable: true },
    { name: 'symbol', type: 'text', label: 'fields.symbol', required: true, list: true, maxLength: 20 },
    { name: 'decimals', type: 'number', label: 'fields.decimals', required: true, list: true, sortable: true, min: 0, max: 4 },
    { name: 'rate', type: 'money', label: 'fields.rate', required: true, list: true, sortable: true, precision: 4 },
    { name: 'isDefault', type: 'boolean', label: 'fields.isDefault', list: true, readOnly: true },
    { name: 'status', type: 'status', label: 'fields.status', list: true, filterable: true },
  ],
  permissions: { view: 'CurrencyList', create: 'Currency', edit: 'Currency', remove: 'Currency' },
  defaultSort: { field: 'name', order: 'asc' },
  routes: { list: 'CurrencyList', edit: 'Currency' },
});

export const financialYearResource = defineResource({
  name: 'accounting/year',
  title: 'resources.years',
  itemTitle: 'resources.year',
  logType: 'financialYear',
  numberField: 'name',
  fields: [
    { name: 'name', type: 'text', label: 'fields.name', required: true, list: true, sortable: true, searchable: true, localDigits: true },
    { name: 'startDate', type: 'date', label: 'fields.startDate', required: true, list: true, sortable: true },
    { name: 'endDate', type: 'date', label: 'fields.endDate', required: true, list: true, sortable: true },
    { name: 'isMain', type: 'boolean', label: 'fields.isMainYear', list: true, readOnly: true },
    { name: 'closed', type: 'boolean', label: 'fields.closed', list: true, readOnly: true, filterable: true },
  ],
  permissions: { view: 'YearList', create: 'Year', edit: 'Year', remove: 'Year' },
  defaultSort: { field: 'startDate', order: 'desc' },
  routes: { list: 'YearList', edit: 'Year' },
});

export const roleResource = defineResource({
  name: 'role',
  title: 'resources.roles',
  itemTitle: 'resources.role',
  logType: 'role',
  numberField: 'name',
  fields: [
    { name: 'name', type: 'text', label: 'fields.name', required: true, list: true, sortable: true, searchable: true },
    { name: 'permissions', type: 'permissions', label: 'fields.permissions' },
  ],
  permissions: { view: 'RoleList', create: 'Role', edit: 'Role', remove: 'Role' },
  defaultSort: { field: 'name', order: 'asc' },
  routes: { list: 'RoleList', edit: 'Role' },
});

/** The people who log in to this business (management/user): a login, its role, and whether it administers. */
export const memberResource = defineResource({
  name: 'management/user',
  title: 'resources.users',
  itemTitle: 'resources.user',
  logType: 'user',
  numberField: 'username',
  fields: [
    { name: 'username', type: 'code', label: 'fields.username', required: true, list: true, sortable: true, searchable: true, lockedOnEdit: true, maxLength: 60 },
    { name: 'name', type: 'text', label: 'fields.fullName', required: true, list: true, sortable: true, searchable: true },
    { name: 'password', type: 'password', label: 'fields.password' },
    { name: 'role_id', type: 'reference', resource: 'role', label: 'fields.role', required: true, list: true, filterable: true },
    { name: 'admin', type: 'boolean', label: 'fields.admin', list: true },
    { name: 'status', type: 'status', label: 'fields.status', list: true, filterable: true },
  ],
  permissions: { view: 'ManagementUser', create: 'ManagementUser', edit: 'ManagementUser', remove: null },
  defaultSort: { field: 'username', order: 'asc' },
  routes: { list: 'ManagementUser' },
});

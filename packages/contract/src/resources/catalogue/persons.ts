import { z } from 'zod';
import { defineResource } from '../definition.ts';
import { customFieldsRequirement, type FieldRequirement } from '../field.ts';

export const genders = ['man', 'woman', 'company'] as const;
export const personnelTypes = ['personnel', 'customer'] as const;
/** The side of an opening balance; a positive price sent without one is debtor (spec 02 section 4). */
export const balanceNatures = ['debtor', 'creditor'] as const;
/** A balance's state by the sign of remain: above zero debtor, below creditor, zero clearing (spec 02 section 4). */
export const remainStates = ['debtor', 'creditor', 'clearing'] as const;
export type RemainState = (typeof remainStates)[number];

/** Spec 01 section 6: investor features need investorSystem and the investors permission. */
const investorRequirement = { permission: 'investors', config: 'investorSystem' } as const satisfies FieldRequirement;

const flag = (name: string) => ({ name, type: 'boolean', label: `persons.${name}` }) as const;
const percent = (name: string, requires?: FieldRequirement) =>
  ({ name, type: 'percent', label: `persons.${name}`, ...(requires ? { requires } : {}) }) as const;

/**
 * Customers and other persons (spec 02 "Customer / person"): each is also a detail account of the ledger, group
 * person. Field names are the spec's wire names: snake_case where its reply uses them.
 */
export const personResource = defineResource({
  name: 'customer',
  title: 'persons.title',
  itemTitle: 'persons.item',
  logType: 'customer',
  numberField: 'name',
  fields: [
    // The full name, kept by the server from the first and last names (a company has no last name).
    { name: 'name', type: 'text', label: 'persons.name', readOnly: true, list: true, sortable: true, searchable: true },
    { name: 'firstname', type: 'text', label: 'persons.firstname', required: true, searchable: true },
    { name: 'lastname', type: 'text', label: 'persons.lastname', searchable: true },
    { name: 'gender', type: 'select', label: 'persons.gender', options: genders, filterable: true },
    { name: 'national_code', type: 'text', label: 'persons.national_code', format: 'nationalCode', list: true, searchable: true },
    { name: 'mobile', type: 'text', label: 'persons.mobile', format: 'mobile', list: true, searchable: true },
    { name: 'phone', type: 'text', label: 'persons.phone', maxLength: 30, searchable: true },
    { name: 'email', type: 'text', label: 'persons.email', format: 'email' },
    { name: 'address', type: 'textarea', label: 'persons.address' },
    { name: 'postal_code', type: 'code', label: 'persons.postal_code', maxLength: 20 },
    { name: 'country', type: 'text', label: 'persons.country' },
    { name: 'state', type: 'text', label: 'persons.state' },
    { name: 'city', type: 'text', label: 'persons.city' },
    { name: 'category', type: 'reference', resource: 'category', label: 'persons.category', filterable: true },
    { name: 'tags', type: 'tags', label: 'fields.tags', list: true, filterable: true },
    { name: 'attraction_method', type: 'text', label: 'persons.attraction_method' },
    { name: 'birth_date', type: 'date', label: 'persons.birth_date' },
    { name: 'business_name', type: 'text', label: 'persons.business_name', searchable: true },
    { name: 'financial_code', type: 'code', label: 'persons.financial_code', maxLength: 30 },
    { name: 'content', type: 'textarea', label: 'fields.description', drafts: true },
    { name: 'status', type: 'status', label: 'fields.status', list: true, filterable: true },
    { name: 'branch', type: 'reference', resource: 'branch', label: 'persons.branch', filterable: true },
    { name: 'custom_fields', type: 'customFields', label: 'fields.customFields', requires: customFieldsRequirement },
    { ...flag('lead'), filterable: true },
    { ...flag('personel'), filterable: true },
    flag('student'),
    flag('teacher'),
    flag('visitor'),
    { ...flag('investor'), requires: investorRequirement },
    flag('translator'),
    { name: 'personnelType', type: 'select', label: 'persons.personnelType', options: personnelTypes },
    percent('visitorSellPercent'),
    percent('visitorReturnSellPercent'),
    percent('investorSellPercent', investorRequirement),
    percent('investorReturnSellPercent', investorRequirement),
    { name: 'initial_price', type: 'money', label: 'persons.initial_price' },
    { name: 'nature_initial_price', type: 'select', label: 'persons.nature_initial_price', options: balanceNatures },
    // Read from the ledger, never written: the balance of the person's detail account and its state.
    { name: 'remain', type: 'money', label: 'persons.remain', readOnly: true, list: true },
    { name: 'remain_state', type: 'select', label: 'persons.remain_state', options: remainStates, readOnly: true, list: true, filterable: true },
    // The opening balance may still change: the main year is open and its opening document still temporary.
    { name: 'initialCheck', type: 'boolean', label: 'persons.initialCheck', readOnly: true },
    { name: 'detail_id', type: 'number', label: 'persons.detail_id', readOnly: true },
  ],
  permissions: { view: 'CustomerList', create: 'Customer', edit: 'Customer', remove: null },
  defaultSort: { field: 'name', order: 'asc' },
  routes: { list: 'CustomerList', edit: 'Customer' },
});

/** `GET customer/{id}/statement`: the person's ledger lines over a range, the main year's by default. */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid-value');
export const personStatementQuery = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(500).default(100),
});
export type PersonStatementQuery = z.infer<typeof personStatementQuery>;

import { z } from 'zod';
import { defineResource } from '../definition.ts';
import { fileItem } from '../../activity.ts';
import { customFieldsRequirement, type Field, type FieldRequirement } from '../field.ts';
import { isoDate } from '../../wire-values.ts';

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

/** Roles whose holder may have a login (spec 02 section 4): the user-account tab shows only for them. */
export const loginRoles = ['personel', 'student', 'teacher', 'translator'] as const;

/**
 * The user-account tab (spec 02 sections 3 and 6): a login of this business linked to the person. Shown and
 * written only by a viewer holding `usersList`; `admin` only by an administrator; the access lists and the two
 * `deactive…` flags only while the business has `userAccessSystem` on. The password is written, never read.
 */
export const userAccountFields = [
  { name: 'username', type: 'code', label: 'persons.username', maxLength: 60 },
  { name: 'password', type: 'password', label: 'persons.password' },
  { name: 'passwordConfirmation', type: 'password', label: 'persons.passwordConfirmation' },
  { name: 'role', type: 'reference', resource: 'role', label: 'persons.role' },
  { name: 'admin', type: 'boolean', label: 'persons.admin' },
  { name: 'entrepotAccess', type: 'references', resource: 'entrepot', label: 'persons.entrepotAccess' },
  { name: 'branchAccess', type: 'references', resource: 'branch', label: 'persons.branchAccess' },
  { name: 'department_access', type: 'references', resource: 'departman', label: 'persons.department_access' },
  // Bank, cash and petty-cash accounts the user may pay from, as their detail accounts.
  { name: 'user_financial', type: 'references', resource: 'detail', label: 'persons.user_financial' },
  { name: 'deactiveChangeSellPrice', type: 'boolean', label: 'persons.deactiveChangeSellPrice' },
  { name: 'deactiveBranchAccess', type: 'boolean', label: 'persons.deactiveBranchAccess' },
] as const satisfies readonly Field[];

/** The fields of userAccountFields refused while the business's userAccessSystem is off. */
export const userAccessFields = [
  'entrepotAccess',
  'branchAccess',
  'department_access',
  'user_financial',
  'deactiveChangeSellPrice',
  'deactiveBranchAccess',
] as const;

/** The integrator tab: the person's ids in the marketplaces and shops the business is linked to. */
export const integratorFields = [
  {
    name: 'woocommerceIdItems',
    type: 'rows',
    label: 'persons.woocommerceIdItems',
    columns: [
      { name: 'woocommercePanelName', type: 'text', label: 'persons.woocommercePanelName', required: true },
      { name: 'woocommerceId', type: 'code', label: 'persons.woocommerceId', required: true, maxLength: 60 },
    ],
  },
  // Set by the Digikala link, never by the form.
  { name: 'digikalaId', type: 'code', label: 'persons.digikalaId', readOnly: true },
  { name: 'portalId', type: 'code', label: 'persons.portalId', maxLength: 60 },
  { name: 'sazitoId', type: 'code', label: 'persons.sazitoId', maxLength: 60 },
  { name: 'webziId', type: 'code', label: 'persons.webziId', maxLength: 60 },
  { name: 'webziSeller', type: 'boolean', label: 'persons.webziSeller' },
  { name: 'webziSellerCommission', type: 'percent', label: 'persons.webziSellerCommission' },
] as const satisfies readonly Field[];

/** WooCommerce panel rows a person may have when the business's config sets no countWoocommercePanel (spec 02 section 9). */
export const defaultWoocommercePanelCount = 1;

/** The stored_file types of a person's uploads (`POST createdetail` select=fileUpload, refId = the person's id). */
export const personFileTypes = { avatar: 'customerAvatar', attachments: 'customer' } as const;

/** The reply's `integrator` object: the integrator tab's values together (spec 02 section 3). */
export const personIntegrator = z.object({
  woocommerceIdItems: z.array(z.object({ woocommercePanelName: z.string(), woocommerceId: z.string() })),
  digikalaId: z.string().nullable(),
  portalId: z.string().nullable(),
  sazitoId: z.string().nullable(),
  webziId: z.string().nullable(),
  webziSeller: z.boolean(),
  webziSellerCommission: z.string().nullable(),
});
export type PersonIntegrator = z.infer<typeof personIntegrator>;

/** What `GET customer/{id}/edit` (and a save's `data`) adds to the fields: the integrator object and the uploads. */
export const personEditExtras = z.object({
  integrator: personIntegrator,
  avatar: fileItem.nullable(),
  attachments: z.array(fileItem),
});
export type PersonEditExtras = z.infer<typeof personEditExtras>;

/** `GET customer/show?remainSms=active&id=`: sends the person a reminder of its balance by SMS. */
export const personRemainSmsQuery = z.object({ remainSms: z.literal('active'), id: z.coerce.number().int().positive() });

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
    { name: 'firstname', type: 'text', label: 'persons.firstname', required: true, searchable: true, exported: true },
    { name: 'lastname', type: 'text', label: 'persons.lastname', searchable: true, exported: true },
    { name: 'gender', type: 'select', label: 'persons.gender', options: genders, filterable: true },
    // A natural person has a national code; a company its 11-digit national id (checked by the person's rules).
    { name: 'national_code', type: 'text', label: 'persons.national_code', format: 'nationalCode', list: true, searchable: true },
    { name: 'national_id', type: 'code', label: 'persons.national_id', maxLength: 11, searchable: true },
    { name: 'registration_number', type: 'code', label: 'persons.registration_number', maxLength: 30 },
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
    // The business's default account: the customer new invoices start with (getdetail?select=setDefaultAccount).
    { name: 'defaultAccount', type: 'boolean', label: 'persons.defaultAccount', readOnly: true, list: true },
    ...userAccountFields,
    ...integratorFields,
  ],
  permissions: { view: 'CustomerList', create: 'Customer', edit: 'Customer', remove: null },
  defaultSort: { field: 'name', order: 'asc' },
  // A person has no code of its own: its id is the code a picker shows.
  // Its balance only to who may open the debtors and creditors, which list the balances.
  picker: { extras: { phone: 'phone', mobile: 'mobile', email: 'email', code: 'id' }, remain: ['CustomerList'] },
  routes: { list: 'CustomerList', edit: 'Customer' },
  // A person's turnover is its statement.
  turnover: { field: 'detail_id', label: 'personForm.statement' },
  editExtras: Object.keys(personEditExtras.shape),
});

/** `GET customer/{id}/statement`: the person's ledger lines over a range, the main year's by default. */
export const personStatementQuery = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(500).default(100),
});
export type PersonStatementQuery = z.infer<typeof personStatementQuery>;

import type { ConfigFlag } from '../permissions.ts';

/**
 * The field types of a resource. Each has one wire format, one validation (fieldSchema), and in the web one
 * display and one input (the field-type registry), so a money column looks and behaves the same on every screen.
 */
export const fieldTypes = [
  'text',
  'textarea',
  'code',
  'number',
  'money',
  'percent',
  'date',
  'boolean',
  'status',
  'select',
  'reference',
  'color',
  'permissions',
  'password',
  'tags',
  'customFields',
  'references',
  'rows',
  'panels',
  'treasury',
  'cheque',
] as const;
export type FieldType = (typeof fieldTypes)[number];

/** Active or deactive, the product's status vocabulary (spec 01 section 3). */
export const statuses = ['active', 'deactive'] as const;
export type Status = (typeof statuses)[number];

interface FieldBase<T extends FieldType> {
  /** the name on the wire and of the table's column property */
  name: string;
  type: T;
  /** i18n key of the label */
  label: string;
  required?: boolean;
  /** shown as a column of the list */
  list?: boolean;
  sortable?: boolean;
  /** offered as a filter of the list */
  filterable?: boolean;
  /** matched by the list's free-text search */
  searchable?: boolean;
  /** written to Excel exports; defaults to `list` */
  exported?: boolean;
  /** shown but not editable once the record exists (e.g. a detail's group) */
  lockedOnEdit?: boolean;
  /** filled by the server; never accepted from a client */
  readOnly?: boolean;
  /** shown and written only where the business has the feature on and the user holds its permission */
  requires?: FieldRequirement;
}

/** A feature a field belongs to: a config flag of the business (spec 01 section 3) and a permission. */
export interface FieldRequirement {
  permission: string;
  config?: ConfigFlag;
}

/** Spec 01 section 6: custom fields need customFieldsSystem active and the customFields permission. */
export const customFieldsRequirement = { permission: 'customFields', config: 'customFieldsSystem' } as const satisfies FieldRequirement;

/** What a field's requirement is checked against: the user's permissions and the business's config. */
export interface FieldAudience {
  holds(permission: string): boolean;
  config: Readonly<Record<string, string>>;
}

export function fieldAvailable(field: { requires?: FieldRequirement }, audience: FieldAudience): boolean {
  const { requires } = field;
  if (!requires) return true;
  return audience.holds(requires.permission) && (!requires.config || audience.config[requires.config] === 'active');
}

/**
 * Texts with a checked shape; the value is stored normalised (a mobile without prefix and leading zero). `sheba` is
 * `IR` and 24 digits (mod-97 checked), `cardNumber` 16 digits (Luhn checked), `digits` a number written as text (an
 * account number, a branch code, a terminal id): digits in groups split by a space, dash, dot or slash. All three
 * are read in any digit script and stored with Latin digits.
 */
export const textFormats = ['nationalCode', 'mobile', 'email', 'sheba', 'cardNumber', 'sayad', 'digits'] as const;
export type TextFormat = (typeof textFormats)[number];

export interface TextField extends FieldBase<'text' | 'textarea' | 'code'> {
  /** at most this many characters; titles are under 250 (spec 01 section 5) */
  maxLength?: number;
  /** checked and normalised as this kind of text; an empty text is no value */
  format?: TextFormat;
  /** a description that offers saved drafts of its kind (spec 02 "Drafts of descriptions"); the resource's name is the kind */
  drafts?: boolean;
  /** shown in the language's digits, as a number is written (a year's name, "سال مالی ۱۴۰۵"); other texts show as typed */
  localDigits?: boolean;
}
export interface NumberField extends FieldBase<'number'> {
  min?: number;
  max?: number;
}
export interface MoneyField extends FieldBase<'money' | 'percent'> {
  /** digits after the point; money takes the currency's when unset */
  precision?: number;
  /** a count of goods (a stock, a unit's size): shown with only the decimals it has, 50 and not 50.0000 */
  quantity?: boolean;
  /** takes a minus sign; amounts are otherwise never negative, their side saying which way they go */
  signed?: boolean;
  /**
   * on a document, the header's treasury field naming the account this amount is kept in (a transfer's two sides);
   * unset, it is in the document's currency field's currency, else the business's
   */
  currencyOf?: string;
}
export interface PlainField extends FieldBase<'date' | 'boolean' | 'status' | 'color' | 'permissions'> {}
/** Written, never read back: the server keeps only its hash. Required when creating, optional when editing. */
export interface PasswordField extends FieldBase<'password'> {}
export interface SelectField extends FieldBase<'select'> {
  /** the stored values; labels are i18n keys `${label}Options.${value}` (a key cannot be a text and a group at once) */
  options: readonly string[];
}
export interface ReferenceField extends FieldBase<'reference'> {
  /** the resource it points at, by its name */
  resource: string;
  /** a field of this resource whose value must be the referenced record's parent (chained pickers) */
  parentField?: string;
}

/**
 * Tags of the business's `tags` resource, as their texts on the wire; a text that is no tag yet becomes one (with
 * the palette's next colour) in the same transaction as the record. Reads add `<name>_colors`, each tag's colour
 * in the same order.
 */
export interface TagsField extends FieldBase<'tags'> {}
/** Rows of `{key, value}` the user makes up per record (spec 02 "Detail record"); both are required. */
export interface CustomFieldsField extends FieldBase<'customFields'> {}
/**
 * Ids of records of another kind, as a list (the branches a user may work in). `resource` names the picker that
 * offers them (`getdetail?select=<resource>`); the server checks the ids where that kind is kept.
 */
export interface ReferencesField extends FieldBase<'references'> {
  resource: string;
}
/** What a column of a rows field may be: a plain value or a pick of another kind (a product's unit). */
export type RowColumn = TextField | NumberField | MoneyField | PlainField | SelectField | ReferenceField;
/** Rows of a few columns, edited as a small table (a person's WooCommerce panel ids, a product's units). */
export interface RowsField extends FieldBase<'rows'> {
  columns: readonly RowColumn[];
}

/** The marketplaces a product is listed on through the business's panels (spec 01 section 3 "Marketplace panel"). */
export const marketplacePlatforms = ['digikala', 'sazito'] as const;
export type MarketplacePlatform = (typeof marketplacePlatforms)[number];

/**
 * A product's listings on one marketplace's panels: per panel, rows of the product's code there, its variant id
 * and a status (`[{panel, rows: [{code, variant, status}]}]`); a panel appears once.
 */
export interface PanelsField extends FieldBase<'panels'> {
  platform: MarketplacePlatform;
}

/** The kinds of treasury account money moves through (issue 15): each a resource of its own, and a detail account. */
export const treasuryKinds = ['bank', 'cash', 'petty'] as const;
export type TreasuryKind = (typeof treasuryKinds)[number];

/**
 * One treasury account of any kind, `{kind, id}` on the wire (a transfer's `from` and `to`); kept in two columns,
 * `<name>_kind` and `<name>`.
 */
export interface TreasuryField extends FieldBase<'treasury'> {}

/**
 * A cheque written on a document's row (a receipt's received cheque, a payment's paid one), one object of its
 * columns on the wire; kept in the cheque table, the row keeping its id (`cheque_id`).
 */
export interface ChequeField extends FieldBase<'cheque'> {
  columns: readonly RowColumn[];
}

export type Field =
  | TreasuryField
  | ChequeField
  | TextField
  | NumberField
  | MoneyField
  | PlainField
  | SelectField
  | ReferenceField
  | PasswordField
  | TagsField
  | CustomFieldsField
  | ReferencesField
  | RowsField
  | PanelsField;

import { z } from 'zod';
import { inventoryMethods, invoiceDeliveries, toLatinDigits } from '@hesab/domain';
import { colourSchemeNames, orientations, paperSizes, type ColourScheme, type PaperSize } from './print-settings.ts';

export { invoiceDeliveries, type InvoiceDelivery } from '@hesab/domain';

/**
 * `GET setting` and `PUT setting` (setting/index): what the business allows its documents. `negative_inventory`: a
 * sale or an issue may take a product's stock in a warehouse below zero; `negative_treasury`: a payment may take a
 * treasury account below zero; `invoice_delivery`: a sale's goods leave with it (`direct`) or by the remittances made
 * against it (`documents`, issue 17), for sales written from then on.
 */
/** Digits only, Persian and Arabic-Indic read as Latin, of a code the tax authority gives; empty for none. */
const digitCode = (max: number) => z.string().overwrite(toLatinDigits).trim().regex(new RegExp(`^(\\d{1,${String(max)}})?$`), 'invalid-value');

/**
 * What the business's printed documents say of it (issue 18): its economic code, national id (a company's, 11
 * digits), registration number, postal code, address and phone. Each may be empty.
 */
export const businessProfile = z.object({
  economic_code: digitCode(14),
  national_id: digitCode(11),
  registration_number: digitCode(20),
  postal_code: digitCode(10),
  address: z.string().trim().max(500),
  phone: z.string().overwrite(toLatinDigits).trim().regex(/^[\d\s+()-]{0,40}$/, 'invalid-value'),
});
export type BusinessProfile = z.infer<typeof businessProfile>;

/** A colour as #rrggbb. */
const hexColour = z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, 'invalid-value');

/**
 * How the app looks for every user of the business (spec 01 section 3's init data): dark or light, the main
 * colour, the page's background colour (none: the theme's), the side menu opening on hover, the top bar's opacity.
 */
export const businessTheme = z.object({
  dark: z.boolean(),
  theme_color: hexColour,
  background_color: hexColour.nullable(),
  hover_menu: z.boolean(),
  app_bar_opacity: z.number().min(0.5).max(1),
});
export type BusinessTheme = z.infer<typeof businessTheme>;

/** The print dialog's starting paper, orientation and colours for every user (a printer's own choice overrides them). */
export const printDefaults = z.object({
  paper: z.enum(Object.keys(paperSizes) as [PaperSize, ...PaperSize[]]),
  orientation: z.enum(orientations),
  scheme: z.enum(colourSchemeNames as [ColourScheme, ...ColourScheme[]]),
});
export type PrintDefaults = z.infer<typeof printDefaults>;

/** Calendars of dates shown and typed: `fa` Jalali (Persian), `en` Gregorian. */
export const dateLocales = ['fa', 'en'] as const;

/** A percent (VAT, a discount limit): 0 to 100 with up to two decimals, any digits. */
const vatPercent = z
  .string()
  .overwrite(toLatinDigits)
  .trim()
  .regex(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, 'invalid-value');

export const businessSettings = z.object({
  name: z.string().trim().min(1).max(249),
  /** the registered company's name, where it differs from the name the business trades under */
  legal_name: z.string().trim().max(249),
  negative_inventory: z.boolean(),
  negative_treasury: z.boolean(),
  invoice_delivery: z.enum(invoiceDeliveries),
  /** a sale may leave its customer empty: it is then the business's walk-in customer's */
  sell_without_customer: z.boolean(),
  /** the VAT percent new products start with */
  tax: vatPercent,
  /**
   * the most discount a member who may not change sell prices gives, rows' and the invoice's, as a percent of what
   * the sale's goods come to (0: none beyond what a product's pricing proposes)
   */
  max_discount_percent: vatPercent,
  /** the inventory method new products start with */
  inventory_method: z.enum(inventoryMethods),
  /** the default currency's name and decimals; decimals change only while nothing is posted */
  currency: z.string().trim().min(1).max(40),
  decimals: z.number().int().min(0).max(4),
  date_locale: z.enum(dateLocales),
  /** config flags (spec 01 section 3): refuse a person's national code or mobile another person has */
  prevent_duplicate_national_code: z.boolean(),
  prevent_duplicate_mobile: z.boolean(),
  /** config flags: custom fields on records, and investors' shares in sales */
  custom_fields: z.boolean(),
  investor_system: z.boolean(),
  /** config flags (spec 01 section 6): no member is held to their branches; every document names its branch */
  disable_branch_access: z.boolean(),
  require_branch: z.boolean(),
  /** config flags of the modules of spec 01 section 3: Latin digits in the Persian font, online payment, the shop tab... */
  iran_sans_en_num: z.boolean(),
  gateway: z.boolean(),
  online_invoice: z.boolean(),
  academy_absent_sms: z.boolean(),
  translation_system: z.boolean(),
  learning_system: z.boolean(),
  shop_system: z.boolean(),
  /** config studentLabel: the word the academy uses for its students (empty: the language's own) */
  student_label: z.string().trim().max(40),
  /** config gatewayAccount: the bank account the payment gateway settles invoices paid online into (null: none) */
  gateway_account: z.number().int().positive().nullable(),
  theme: businessTheme,
  print: printDefaults,
  ...businessProfile.shape,
});
export type BusinessSettingsValues = z.infer<typeof businessSettings>;
/** A change of any of them; those not sent stay. */
export const businessSettingsUpdate = businessSettings.partial().strict();

import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { colourSchemeNames, dateLocales, orientations, paperSizes, type BusinessProfile, type BusinessSettingsValues, type ConfigFlag, type PaperSize, type PrintDefaults } from '@hesab/contract';
import { business, currency, membership, type Executor } from '@hesab/db';
import { isoDateOf } from '@hesab/domain';

/* What other modules read or change of the business's own row and currencies, so that none of them queries the
   tenancy tables itself. */

export interface BusinessSettings {
  name: string;
  lang: string;
  timeZone: string;
  /** spec 01 section 3 `config` flags */
  config: Record<string, string>;
  planOptions: Record<string, string>;
  /** a payment may take a treasury account below zero */
  negativeTreasury: boolean;
  /** a sale may take a product's stock in a warehouse below zero */
  negativeInventory: boolean;
  /** the most discount, in percent, a member under the sell-price lock gives */
  maxDiscountPercent: string;
}

export async function businessSettings(db: Executor, businessId: number): Promise<BusinessSettings> {
  const [row] = await db
    .select({
      name: business.name,
      lang: business.lang,
      timeZone: business.timeZone,
      config: business.config,
      planOptions: business.planOptions,
      negativeTreasury: business.negativeTreasury,
      negativeInventory: business.negativeInventory,
      maxDiscountPercent: business.maxDiscountPercent,
    })
    .from(business)
    .where(eq(business.id, businessId));
  return row ?? { name: '', lang: 'fa', timeZone: 'Asia/Tehran', config: {}, planOptions: {}, negativeTreasury: false, negativeInventory: false, maxDiscountPercent: '0' };
}

/** The config flags setting/index shows as switches, by their wire names (spec 01 section 3). */
const configSwitches = {
  prevent_duplicate_national_code: 'preventDuplicateNationalCode',
  prevent_duplicate_mobile: 'preventDuplicateMobile',
  custom_fields: 'customFieldsSystem',
  investor_system: 'investorSystem',
  disable_branch_access: 'disableBranchAccess',
  require_branch: 'requireBranch',
  iran_sans_en_num: 'iranSansEnNum',
  gateway: 'gateway',
  online_invoice: 'onlineInvoice',
  academy_absent_sms: 'academyAbsentSms',
  translation_system: 'translationSystem',
  learning_system: 'learningSystem',
  shop_system: 'shopSystem',
} as const satisfies Record<string, ConfigFlag>;

/** The one config value that is a word, not a switch: what students are called (spec 01 section 3). */
const studentLabelFlag = 'studentLabel' satisfies ConfigFlag;
/** Where invoices paid online settle: a bank account's id, beside the `gateway` and `onlineInvoice` switches. */
export const gatewayAccountKey = 'gatewayAccount';

/** The bank account the gateway settles into, if the config names one. */
export function gatewayAccountIn(config: Readonly<Record<string, string>>): number | null {
  const account = Number(config[gatewayAccountKey] ?? '');
  return Number.isSafeInteger(account) && account > 0 ? account : null;
}

const isActive = (config: Readonly<Record<string, string>>, flag: ConfigFlag) => config[flag] === 'active';
const oneOf = <T extends string>(options: readonly T[], value: string, fallback: T): T => options.find((each) => each === value) ?? fallback;

/** Where the business's print dialog starts, from its row (which the session's init data has read already). */
export function printDefaultsOf(biz: Pick<typeof business.$inferSelect, 'printPaper' | 'printOrientation' | 'printScheme'>): PrintDefaults {
  return {
    paper: oneOf(Object.keys(paperSizes) as PaperSize[], biz.printPaper, 'A4'),
    orientation: oneOf(orientations, biz.printOrientation, 'portrait'),
    scheme: oneOf(colourSchemeNames, biz.printScheme, 'classic'),
  };
}

function switchesOf(config: Readonly<Record<string, string>>): Record<keyof typeof configSwitches, boolean> {
  const entries = Object.entries(configSwitches).map(([field, flag]) => [field, isActive(config, flag)]);
  return Object.fromEntries(entries) as Record<keyof typeof configSwitches, boolean>;
}

/** The business's settings as setting/index shows them: its names, what it allows its documents, defaults, looks. */
export async function documentSettings(db: Executor, businessId: number): Promise<BusinessSettingsValues | undefined> {
  const [row] = await db
    .select({ business, currency: { name: currency.name, decimals: currency.decimals } })
    .from(business)
    .leftJoin(currency, and(eq(currency.businessId, business.id), eq(currency.isDefault, true)))
    .where(eq(business.id, businessId));
  if (!row) return undefined;
  const { business: biz } = row;
  return {
    name: biz.name,
    legal_name: biz.legalName,
    negative_inventory: biz.negativeInventory,
    negative_treasury: biz.negativeTreasury,
    invoice_delivery: biz.invoiceDelivery,
    sell_without_customer: biz.sellInvoiceWithoutCustomer,
    tax: biz.tax,
    max_discount_percent: biz.maxDiscountPercent,
    inventory_method: biz.inventoryMethod,
    currency: row.currency?.name ?? '',
    decimals: row.currency?.decimals ?? 0,
    date_locale: oneOf(dateLocales, biz.dateLocale, 'fa'),
    ...switchesOf(biz.config),
    student_label: biz.config[studentLabelFlag] ?? '',
    gateway_account: gatewayAccountIn(biz.config),
    theme: { dark: biz.dark, theme_color: biz.themeColor, background_color: biz.backgroundColor, hover_menu: biz.hoverMenu, app_bar_opacity: biz.appBarOpacity },
    print: printDefaultsOf(biz),
    economic_code: biz.economicCode,
    national_id: biz.nationalId,
    registration_number: biz.registrationNumber,
    postal_code: biz.postalCode,
    address: biz.address,
    phone: biz.phone,
  };
}

/** The columns of what the business's printed documents say of it, by their wire names. */
const profileColumns = {
  economic_code: business.economicCode,
  national_id: business.nationalId,
  registration_number: business.registrationNumber,
  postal_code: business.postalCode,
  address: business.address,
  phone: business.phone,
};

/** What the business's printed documents say of it (issue 18). */
export async function businessProfileOf(db: Executor, businessId: number): Promise<BusinessProfile> {
  const [row] = await db.select(profileColumns).from(business).where(eq(business.id, businessId));
  if (!row) throw new Error(`business ${String(businessId)} not found`);
  return row;
}

/** Changes the business's settings; what is not given stays. */
export async function setDocumentSettings(tx: Executor, businessId: number, values: Partial<BusinessSettingsValues>): Promise<void> {
  const { theme, print } = values;
  const flags = Object.entries(configSwitches).flatMap(([field, flag]): [ConfigFlag, string][] => {
    const on = values[field as keyof typeof configSwitches];
    return on === undefined ? [] : [[flag, on ? 'active' : 'inactive']];
  });
  if (values.student_label !== undefined) flags.push([studentLabelFlag, values.student_label]);
  const config: [string, string][] = [...flags];
  if (values.gateway_account !== undefined) config.push([gatewayAccountKey, values.gateway_account === null ? '' : String(values.gateway_account)]);
  const changes = {
    name: values.name,
    legalName: values.legal_name,
    negativeInventory: values.negative_inventory,
    negativeTreasury: values.negative_treasury,
    invoiceDelivery: values.invoice_delivery,
    sellInvoiceWithoutCustomer: values.sell_without_customer,
    tax: values.tax,
    maxDiscountPercent: values.max_discount_percent,
    inventoryMethod: values.inventory_method,
    dateLocale: values.date_locale,
    // One statement: a flag set beside another user's change of another flag keeps both.
    config: config.length === 0 ? undefined : sql`${business.config} || ${JSON.stringify(Object.fromEntries(config))}::jsonb`,
    dark: theme?.dark,
    themeColor: theme?.theme_color,
    backgroundColor: theme?.background_color,
    hoverMenu: theme?.hover_menu,
    appBarOpacity: theme?.app_bar_opacity,
    printPaper: print?.paper,
    printOrientation: print?.orientation,
    printScheme: print?.scheme,
    economicCode: values.economic_code,
    nationalId: values.national_id,
    registrationNumber: values.registration_number,
    postalCode: values.postal_code,
    address: values.address,
    phone: values.phone,
  };
  // Those not given stay: drizzle leaves an undefined column out, and a change of the currency alone sets none here.
  if (Object.values(changes).some((value) => value !== undefined)) await tx.update(business).set(changes).where(eq(business.id, businessId));
  if (values.currency !== undefined || values.decimals !== undefined) {
    await tx
      .update(currency)
      .set({ name: values.currency, symbol: values.currency, decimals: values.decimals })
      .where(and(eq(currency.businessId, businessId), eq(currency.isDefault, true)));
  }
}

/**
 * Locks the business row as `lockPlanOptions` does, for a new product, and answers with its plan options the
 * business's defaults for a product's VAT and inventory method (setting/index): one read for both.
 */
export async function lockForNewProduct(
  tx: Executor,
  businessId: number,
): Promise<{ planOptions: Record<string, string>; taxPercent: string; inventoryMethod: 'average' | 'fifo' | 'lifo' }> {
  const [locked] = await tx
    .select({ planOptions: business.planOptions, taxPercent: business.tax, inventoryMethod: business.inventoryMethod })
    .from(business)
    .where(eq(business.id, businessId))
    .for('no key update');
  return locked ?? { planOptions: {}, taxPercent: '10', inventoryMethod: 'average' };
}

/** Today in the business's time zone: the day a command dated by no one (a transfer's confirmation) happens on. */
export async function businessToday(db: Executor, businessId: number, now = new Date()): Promise<string> {
  return isoDateOf(now, (await businessSettings(db, businessId)).timeZone);
}

/**
 * Locks the business row until the caller's transaction ends (`for no key update`) and answers its plan options,
 * so that two writes counting against a plan limit at once take their turns.
 */
export async function lockPlanOptions(tx: Executor, businessId: number): Promise<Record<string, string>> {
  const [locked] = await tx
    .select({ planOptions: business.planOptions })
    .from(business)
    .where(eq(business.id, businessId))
    .for('no key update');
  return locked?.planOptions ?? {};
}

/** The secret signing the links of the business's files; undefined for a business that does not exist. */
export async function findFileSecret(db: Executor, businessId: number): Promise<string | undefined> {
  const [row] = await db.select({ secret: business.fileSecret }).from(business).where(eq(business.id, businessId));
  return row?.secret;
}

export async function fileSecretOf(db: Executor, businessId: number): Promise<string> {
  const secret = await findFileSecret(db, businessId);
  if (secret === undefined) throw new Error(`business ${businessId} not found`);
  return secret;
}

/**
 * Takes one message from the business's SMS credit in one conditional update, so concurrent sends never take it
 * below zero; false when there was none left.
 */
export async function spendSmsCredit(tx: Executor, businessId: number): Promise<boolean> {
  const [spent] = await tx
    .update(business)
    .set({ smsCredit: sql`${business.smsCredit} - 1` })
    .where(and(eq(business.id, businessId), gt(business.smsCredit, 0)))
    .returning({ id: business.id });
  return spent !== undefined;
}

/** The businesses the user is an active member of, by name, as login answers them. */
export async function businessesOfUser(db: Executor, userId: number): Promise<{ key: string; name: string }[]> {
  return db
    .select({ key: business.appKey, name: business.name })
    .from(membership)
    .innerJoin(business, eq(business.id, membership.businessId))
    .where(and(eq(membership.userId, userId), eq(membership.active, true)))
    .orderBy(business.name);
}

/** The stored decimals of the currency `currencyId` names, or of the business's default currency when it names none. */
export async function currencyDecimals(db: Executor, businessId: number, currencyId: unknown): Promise<number> {
  const chosen = typeof currencyId === 'number' ? eq(currency.id, currencyId) : eq(currency.isDefault, true);
  const [row] = await db
    .select({ decimals: currency.decimals })
    .from(currency)
    .where(and(eq(currency.businessId, businessId), chosen));
  return row?.decimals ?? 0;
}

export type BusinessRecord = typeof business.$inferSelect;
export type CurrencyRecord = typeof currency.$inferSelect;

/** The business's whole row, as the session's init data shows it. */
export async function businessRecord(db: Executor, businessId: number): Promise<BusinessRecord | undefined> {
  const [row] = await db.select().from(business).where(eq(business.id, businessId));
  return row;
}

/** The business's default currency; every business has one from its creation on. */
export async function defaultCurrency(db: Executor, businessId: number): Promise<CurrencyRecord | undefined> {
  const [row] = await db
    .select()
    .from(currency)
    .where(and(eq(currency.businessId, businessId), eq(currency.isDefault, true)));
  return row;
}

/** The active currencies, which a sale may be written in. */
export async function offeredCurrencies(db: Executor, businessId: number) {
  return db
    .select({ id: currency.id, name: currency.name, symbol: currency.symbol, decimals: currency.decimals, rate: currency.rate, isDefault: currency.isDefault })
    .from(currency)
    .where(and(eq(currency.businessId, businessId), eq(currency.status, 'active')))
    .orderBy(asc(currency.id));
}

/** The top-bar entries the member bookmarked, or undefined when the user is no member of the business. */
export async function menuBookmarksOf(db: Executor, businessId: number, userId: number): Promise<string[] | undefined> {
  const [row] = await db
    .select({ bookmarks: membership.menuBookmarks })
    .from(membership)
    .where(and(eq(membership.businessId, businessId), eq(membership.userId, userId)));
  return row?.bookmarks;
}

/** Keeps the member's bookmarked menu entries, in their order; false when the user is no member of the business. */
export async function setMenuBookmarks(db: Executor, businessId: number, userId: number, bookmarks: readonly string[]): Promise<boolean> {
  const updated = await db
    .update(membership)
    .set({ menuBookmarks: [...bookmarks] })
    .where(and(eq(membership.businessId, businessId), eq(membership.userId, userId)))
    .returning({ id: membership.userId });
  return updated.length > 0;
}

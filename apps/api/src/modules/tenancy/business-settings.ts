import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { BusinessProfile, BusinessSettingsValues } from '@hesab/contract';
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
    })
    .from(business)
    .where(eq(business.id, businessId));
  return row ?? { name: '', lang: 'fa', timeZone: 'Asia/Tehran', config: {}, planOptions: {}, negativeTreasury: false, negativeInventory: false };
}

/** What the business allows its documents, as setting/index shows them. */
export async function documentSettings(db: Executor, businessId: number): Promise<BusinessSettingsValues | undefined> {
  const [row] = await db
    .select({
      name: business.name,
      negative_inventory: business.negativeInventory,
      negative_treasury: business.negativeTreasury,
      invoice_delivery: business.invoiceDelivery,
      ...profileColumns,
    })
    .from(business)
    .where(eq(business.id, businessId));
  return row;
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

/** Changes what the business allows its documents; what is not given stays. */
export async function setDocumentSettings(tx: Executor, businessId: number, values: Partial<BusinessSettingsValues>): Promise<void> {
  const { name, negative_inventory, negative_treasury, invoice_delivery, economic_code, national_id, registration_number, postal_code, address, phone } = values;
  await tx
    .update(business)
    .set({
      name,
      negativeInventory: negative_inventory,
      negativeTreasury: negative_treasury,
      invoiceDelivery: invoice_delivery,
      economicCode: economic_code,
      nationalId: national_id,
      registrationNumber: registration_number,
      postalCode: postal_code,
      address,
      phone,
    })
    .where(eq(business.id, businessId));
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

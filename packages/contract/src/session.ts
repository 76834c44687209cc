import { businessProfile, printDefaults } from './business-settings.ts';
import { z } from 'zod';
import { menuEntryOfBookmark } from './menu.ts';

export const dateLocale = z.enum(['fa', 'en']);

export const currencySummary = z.object({
  id: z.number().int(),
  name: z.string(),
  symbol: z.string(),
  /** digits after the decimal point this currency shows and stores */
  decimal: z.number().int().min(0).max(4),
  /** exchange rate against the business's default currency, a decimal string */
  amount: z.string(),
});
export type CurrencySummary = z.infer<typeof currencySummary>;

/** Session (init) data of spec 01 section 3: what the web needs after login. */
export const initResponse = z.object({
  userId: z.number().int(),
  userName: z.string(),
  businessName: z.string(),
  /** what printed documents say of the business (issue 18) */
  businessProfile: businessProfile,
  abrName: z.string(),
  admin: z.boolean(),
  access: z.array(z.string()),
  accessType: z.string(),
  rank: z.number().int(),
  lang: z.enum(['fa', 'en', 'ar', 'ku']),
  rtl: z.boolean(),
  dark: z.boolean(),
  hoverMenu: z.boolean(),
  appBarsOpacity: z.number(),
  backgroundImage: z.string().nullable(),
  backgroundColor: z.string().nullable(),
  theme_color: z.string(),
  logo: z.string().nullable(),
  date_locale: z.string(),
  date_format: z.string(),
  financialYear: z.number().int(),
  year: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  isMainYear: z.boolean(),
  currency: currencySummary,
  currencySymbol: z.string(),
  currencyRate: z.string(),
  /** the print dialog's starting paper, orientation and colour scheme (setting/index) */
  printDefaults: printDefaults,
  legalName: z.string(),
  tax: z.string(),
  negative_inventory: z.enum(['yes', 'no']),
  sellInvoiceWithoutCustomer: z.boolean(),
  teacherAccess: z.boolean(),
  defaultCustomer: z.number().int().nullable(),
  menuBookmark: z.array(z.string()),
  smsCountRemain: z.number().int(),
  expireDate: z.string().nullable(),
  userCurrentPlan: z.string(),
  /** the business's config flags (spec 01 section 3), as getPermissions has them: studentLabel, iranSansEnNum... */
  config: z.record(z.string(), z.string()),
});
export type InitResponse = z.infer<typeof initResponse>;

/** How many screens a member may bookmark: the top bar lists them all. */
export const bookmarkLimit = 30;

/**
 * `PUT menuBookmark`: the member's bookmarked menu entries, in the order the top bar lists them, each by the
 * address it opens (`/sell/list`, `/debtor/list`); a screen's name is taken too.
 */
export const menuBookmarkInput = z.strictObject({
  menuBookmark: z
    .array(z.string().refine((bookmark) => menuEntryOfBookmark(bookmark) !== undefined, 'invalid-value'))
    .max(bookmarkLimit)
    .transform((bookmarks) => [...new Set(bookmarks)]),
});
export type MenuBookmarkInput = z.input<typeof menuBookmarkInput>;
export const menuBookmarkResponse = z.object({ menuBookmark: z.array(z.string()), message: z.string() });
export type MenuBookmarkResponse = z.infer<typeof menuBookmarkResponse>;

/** `GET frames`: the origins the `ov` route may show in a frame (FRAME_ORIGINS), and no other. */
export const frameOriginsBody = z.object({ data: z.array(z.string()) });
export type FrameOrigins = z.infer<typeof frameOriginsBody>;

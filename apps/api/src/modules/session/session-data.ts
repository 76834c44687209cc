import { and, eq } from 'drizzle-orm';
import type { InitResponse } from '@hesab/contract';
import { appUser, business, currency, financialYear, membership, type Executor } from '@hesab/db';
import { isLanguage, isRightToLeft } from '@hesab/i18n';
import { defaultAccountOf } from '../persons/index.ts';
import type { Member } from '../tenancy/membership.ts';

/** Session (init) data of spec 01 section 3 for a member of a business. */
export async function loadSessionData(db: Executor, member: Member): Promise<InitResponse> {
  const [row] = await db
    .select({ business, user: appUser, bookmarks: membership.menuBookmarks })
    .from(membership)
    .innerJoin(business, eq(business.id, membership.businessId))
    .innerJoin(appUser, eq(appUser.id, membership.userId))
    .where(and(eq(membership.businessId, member.businessId), eq(membership.userId, member.userId)));
  const [year] = await db
    .select()
    .from(financialYear)
    .where(and(eq(financialYear.businessId, member.businessId), eq(financialYear.isMain, true)));
  const [money] = await db
    .select()
    .from(currency)
    .where(and(eq(currency.businessId, member.businessId), eq(currency.isDefault, true)));
  if (!row || !year || !money) throw new Error(`business ${member.businessId} lacks a main year or a currency`);

  const { business: biz, user } = row;
  const lang = isLanguage(user.lang) ? user.lang : isLanguage(biz.lang) ? biz.lang : 'fa';
  return {
    userId: user.id,
    userName: user.name,
    businessName: biz.name,
    abrName: biz.abrName,
    admin: member.admin,
    access: [...member.permissions],
    accessType: member.admin ? 'admin' : 'user',
    rank: member.admin ? 1 : 2,
    lang,
    rtl: isRightToLeft(lang),
    dark: false,
    hoverMenu: false,
    appBarsOpacity: 1,
    backgroundImage: null,
    backgroundColor: null,
    theme_color: biz.themeColor,
    logo: null,
    date_locale: biz.dateLocale,
    // spec 01 section 9: Jalali when the date locale is Persian
    date_format: biz.dateLocale === 'fa' ? 'jYYYY/jMM/jDD' : 'YYYY/MM/DD',
    financialYear: year.id,
    year: year.name,
    startDate: year.startDate,
    endDate: year.endDate,
    isMainYear: year.isMain,
    currency: { id: money.id, name: money.name, symbol: money.symbol, decimal: money.decimals, amount: money.rate },
    currencySymbol: money.symbol,
    currencyRate: money.rate,
    tax: biz.tax,
    negative_inventory: biz.negativeInventory ? 'yes' : 'no',
    sellInvoiceWithoutCustomer: biz.sellInvoiceWithoutCustomer,
    teacherAccess: false,
    defaultCustomer: await defaultAccountOf(db, member.businessId),
    menuBookmark: row.bookmarks,
    smsCountRemain: biz.smsCredit,
    expireDate: biz.planExpiresOn,
    userCurrentPlan: biz.plan,
  };
}

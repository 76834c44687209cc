import type { InitResponse } from '@hesab/contract';
import type { Executor } from '@hesab/db';
import { isLanguage, isRightToLeft } from '@hesab/i18n';
import { findUser } from '../auth/index.ts';
import { defaultAccountOf } from '../persons/index.ts';
import { businessProfileOf, businessRecord, defaultCurrency, printDefaultsOf, mainFinancialYear, menuBookmarksOf, type Member } from '../tenancy/index.ts';

/** Session (init) data of spec 01 section 3 for a member of a business. */
export async function loadSessionData(db: Executor, member: Member): Promise<InitResponse> {
  const biz = await businessRecord(db, member.businessId);
  const user = await findUser(db, member.userId);
  const bookmarks = await menuBookmarksOf(db, member.businessId, member.userId);
  const year = await mainFinancialYear(db, member.businessId);
  const money = await defaultCurrency(db, member.businessId);
  const profile = await businessProfileOf(db, member.businessId);
  if (!biz || !user || !bookmarks || !money) throw new Error(`business ${member.businessId} lacks a member or a currency`);

  const lang = isLanguage(user.lang) ? user.lang : isLanguage(biz.lang) ? biz.lang : 'fa';
  return {
    userId: user.id,
    userName: user.name,
    businessName: biz.name,
    businessProfile: profile,
    abrName: biz.abrName,
    admin: member.admin,
    access: [...member.permissions],
    accessType: member.admin ? 'admin' : 'user',
    rank: member.admin ? 1 : 2,
    lang,
    rtl: isRightToLeft(lang),
    dark: biz.dark,
    hoverMenu: biz.hoverMenu,
    appBarsOpacity: biz.appBarOpacity,
    backgroundImage: null,
    backgroundColor: biz.backgroundColor,
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
    printDefaults: printDefaultsOf(biz),
    legalName: biz.legalName,
    tax: biz.tax,
    negative_inventory: biz.negativeInventory ? 'yes' : 'no',
    sellInvoiceWithoutCustomer: biz.sellInvoiceWithoutCustomer,
    teacherAccess: false,
    defaultCustomer: await defaultAccountOf(db, member.businessId),
    menuBookmark: bookmarks,
    smsCountRemain: biz.smsCredit,
    expireDate: biz.planExpiresOn,
    userCurrentPlan: biz.plan,
    config: biz.config,
  };
}

import { cashierPermission, offlineBarcodeQuery, offlinePageQuery, offlinePersonQuery, offlineProductQuery, type OfflineLists } from '@hesab/contract';
import type { Database } from '@hesab/db';
import type { DetailSelect } from '../../http/getdetail.ts';
import { requireMember } from '../../http/request-context.ts';
import { offeredBranches, offeredProductGroups } from '../basics/index.ts';
import { offeredUnits, offeredWarehouses } from '../inventory/index.ts';
import { integratorCodePage } from '../marketplace/index.ts';
import { offlinePersonInfo, offlinePersonPage } from '../persons/index.ts';
import { offlineBarcodePage, offlineProductPage } from '../products/index.ts';
import { offeredCurrencies } from '../tenancy/index.ts';
import { tillAccounts } from '../treasury/index.ts';
import { shortcutItemPage, shortcutPage } from './shortcut-items.ts';

/**
 * The reads that fill the cashier's offline copy (spec 02 section 7, issue 19), `GET getdetail?select=<read>`: the
 * paged ones take `page` and `count` (up to 100,000 rows a page, in id order). Each needs the permission to sell,
 * as the cashier's screen does, and reads the caller's business alone.
 */
export function offlineSelects(db: Database): Record<string, DetailSelect> {
  const access = { permission: cashierPermission };
  return {
    getAllProductOffline: {
      access,
      handler: (request) => offlineProductPage(db, requireMember(request).businessId, offlineProductQuery.parse(request.query)),
    },
    getAllProductBarcodesOffline: {
      access,
      handler: (request) => offlineBarcodePage(db, requireMember(request).businessId, offlineBarcodeQuery.parse(request.query)),
    },
    getAllPersonOffline: {
      access,
      handler: (request) => offlinePersonPage(db, requireMember(request).businessId, offlinePageQuery.parse(request.query)),
    },
    getPersonInfo: {
      access,
      handler: async (request) => ({ data: await offlinePersonInfo(db, requireMember(request).businessId, offlinePersonQuery.parse(request.query).id) }),
    },
    getAbrOffline: {
      access,
      handler: async (request) => {
        const member = requireMember(request);
        const data: OfflineLists = {
          entrepot: await offeredWarehouses(db, member),
          branch: await offeredBranches(db, member.businessId),
          currency: await offeredCurrencies(db, member.businessId),
          productGroup: await offeredProductGroups(db, member.businessId),
          unit: await offeredUnits(db, member.businessId),
        };
        return { data };
      },
    },
    cashierAccounts: {
      access,
      handler: async (request) => ({ data: await tillAccounts(db, requireMember(request)) }),
    },
    productIntegrator: {
      access,
      handler: (request) => integratorCodePage(db, requireMember(request).businessId, offlinePageQuery.parse(request.query)),
    },
    productShortcut: {
      access,
      handler: (request) => shortcutPage(db, requireMember(request).businessId, offlinePageQuery.parse(request.query)),
    },
    productShortcutItems: {
      access,
      handler: (request) => shortcutItemPage(db, requireMember(request).businessId, offlinePageQuery.parse(request.query)),
    },
  };
}

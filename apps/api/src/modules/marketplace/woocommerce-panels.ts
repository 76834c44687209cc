import { defaultWoocommercePanelCount } from '@hesab/contract';
import type { Executor } from '@hesab/db';
import type { FieldError } from '../../http/errors.ts';
import type { ResourceRow } from '../resources/index.ts';
import { businessSettings } from '../tenancy/index.ts';

/**
 * WooCommerce rows beyond the business's panel count (config countWoocommercePanel, default 1; spec 01 section 4,
 * spec 02 section 5), for a person's or a product's `woocommerceIdItems`.
 */
export async function woocommercePanelErrors(tx: Executor, businessId: number, values: ResourceRow): Promise<Record<string, FieldError[]>> {
  const rows = values.woocommerceIdItems;
  if (!Array.isArray(rows) || rows.length <= defaultWoocommercePanelCount) return {};
  const { config } = await businessSettings(tx, businessId);
  const configured = Number(config.countWoocommercePanel);
  const max = Number.isSafeInteger(configured) && configured > 0 ? configured : defaultWoocommercePanelCount;
  return rows.length <= max ? {} : { woocommerceIdItems: [{ key: 'woocommerce-panels-exceeded', params: { max } }] };
}

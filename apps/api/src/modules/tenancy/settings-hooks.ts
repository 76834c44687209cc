import { and, eq, gte, lte, ne } from 'drizzle-orm';
import { financialYear } from '@hesab/db';
import { BusinessRuleError, FieldErrors } from '../../http/errors.ts';
import type { ResourceHooks } from '../resources/index.ts';

export const currencyHooks: ResourceHooks = {
  async beforeRemove(_context, row) {
    if (row.isDefault) throw new BusinessRuleError('default-currency-cannot-delete');
  },
};

/** A financial year ends after it starts, overlaps no other year, and is not changed once closed. */
export const financialYearHooks: ResourceHooks = {
  async beforeWrite({ tx, actor }, values, before) {
    if (before?.closed) throw new BusinessRuleError('closed-year-cannot-change');
    const start = String(values.startDate ?? before?.startDate);
    const end = String(values.endDate ?? before?.endDate);
    // ISO dates compare correctly as text.
    if (end <= start) throw new FieldErrors({ endDate: [{ key: 'end-before-start' }] });
    const conditions = [
      eq(financialYear.businessId, actor.businessId),
      lte(financialYear.startDate, end),
      gte(financialYear.endDate, start),
    ];
    if (before) conditions.push(ne(financialYear.id, before.id as number));
    const [overlapping] = await tx.select({ id: financialYear.id }).from(financialYear).where(and(...conditions)).limit(1);
    if (overlapping) throw new BusinessRuleError('years-overlap');
  },
  async beforeRemove(_context, row) {
    if (row.isMain) throw new BusinessRuleError('main-year-cannot-delete');
  },
};

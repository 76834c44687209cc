import type { ResourceHooks } from '../resources/index.ts';
import {
  createDetailAccount,
  personBalanceFilter,
  readPersonBalances,
  refuseIfPosted,
  removeFromLedger,
  saveOpeningBalance,
  syncDetailAccount,
} from './person-ledger.ts';
import { businessSettings, duplicateErrors, fullNameOf, mergedPerson, refuseIfAny, roleErrors } from './person-rules.ts';

/**
 * A person's save: the form's rules (spec 02 sections 4 and 5), then its detail account and opening journal, all in
 * the save's transaction; the generic store writes the row and its log.
 */
export const personHooks: ResourceHooks = {
  async beforeWrite({ tx, actor }, values, before) {
    if (values.gender === 'company' || (values.gender === undefined && before?.gender === 'company')) values.lastname = null;
    const merged = mergedPerson(values, before);
    const settings = await businessSettings(tx, actor.businessId);
    refuseIfAny(roleErrors(merged), await duplicateErrors(tx, actor.businessId, settings.config, values, before));
    values.name = fullNameOf(merged);
    const detailId = before ? Number(before.detail_id) : await createDetailAccount(tx, actor.businessId, String(values.name));
    values.detail_id = detailId;
    values.openingJournalId = await saveOpeningBalance(tx, actor, values, before, { detailId, name: String(values.name), lang: settings.lang });
    await syncDetailAccount(tx, actor.businessId, detailId, String(values.name), merged.status);
  },
  async beforeRemove({ tx, actor }, row) {
    await refuseIfPosted(tx, actor.businessId, row);
  },
  async afterRemove({ tx, actor }, row) {
    await removeFromLedger(tx, actor.businessId, row);
  },
  readValues: readPersonBalances,
  computedFilter: personBalanceFilter,
};

import { personFileTypes } from '@hesab/contract';
import { createRecordDetail, createRecordDetails, syncRecordDetail } from '../accounting/index.ts';
import { removeRecordFiles, type FileStore } from '../files/index.ts';
import { woocommercePanelErrors } from '../marketplace/index.ts';
import type { ResourceHooks, ResourceRow } from '../resources/index.ts';
import { businessSettings } from '../tenancy/index.ts';
import { personShownTo, readPersonExtras } from './person-extras.ts';
import {
  personBalanceFilter,
  readPersonBalances,
  readPersonRemains,
  checkOpeningBalance,
  refuseIfPosted,
  removeFromLedger,
  saveOpeningBalance,
  saveOpeningBalances,
  storedOpening,
} from './person-ledger.ts';
import { endLogin, readLogins, saveLogin } from './person-login.ts';
import { duplicateErrors, duplicateErrorsOfMany, fullNameOf, identityErrors, mergedPerson, refuseIfAny, roleErrors } from './person-rules.ts';
import { refuseBeyondPersonLimit } from './plan-limit.ts';

/**
 * A person's save: the plan's limit, the form's rules (spec 02 sections 4 and 5), then its detail account and
 * login; once the row is written, its part of the year's opening document; all in the save's transaction, with the
 * row and its log written by the generic store. Its removal takes its detail account, opening part, membership and
 * uploaded files with it.
 */
export function personHooks(files: FileStore): ResourceHooks {
  // The opening the row had before its save, from beforeWrite to afterWrite, where the part needs the person's id.
  const openingsBefore = new WeakMap<ResourceRow, ReturnType<typeof storedOpening>>();
  return {
    async beforeWrite({ tx, actor }, values, before) {
      const settings = await businessSettings(tx, actor.businessId);
      if (!before) await refuseBeyondPersonLimit(tx, actor.businessId, settings.planOptions);
      const identity = identityErrors(values, before);
      const merged = mergedPerson(values, before);
      refuseIfAny(
        identity,
        roleErrors(merged),
        await duplicateErrors(tx, actor.businessId, settings.config, values, before),
        await woocommercePanelErrors(tx, actor.businessId, values),
      );
      values.name = fullNameOf(merged);
      // New invoices cannot start with an inactive person.
      if (merged.status === 'deactive' && before?.defaultAccount === true) values.defaultAccount = false;
      await saveLogin(tx, actor, { config: settings.config, merged, name: String(values.name) }, values, before);
      const detailId = before ? Number(before.detail_id) : await createRecordDetail(tx, actor.businessId, 'person', String(values.name));
      values.detail_id = detailId;
      checkOpeningBalance(values, before);
      await syncRecordDetail(tx, actor.businessId, detailId, String(values.name), merged.status);
      openingsBefore.set(values, storedOpening(before));
    },
    async afterWrite({ tx, actor }, row, values) {
      const settings = await businessSettings(tx, actor.businessId);
      await saveOpeningBalance(tx, actor, row, openingsBefore.get(values) ?? storedOpening(null), settings.lang);
    },
    // An import's persons: the same rules, the reads and writes they need made once for all of them.
    async beforeCreateMany({ tx, actor }, persons) {
      const settings = await businessSettings(tx, actor.businessId);
      await refuseBeyondPersonLimit(tx, actor.businessId, settings.planOptions, persons.length);
      for (const values of persons) {
        const merged = mergedPerson(values, null);
        refuseIfAny(identityErrors(values, null), roleErrors(merged), await woocommercePanelErrors(tx, actor.businessId, values));
        values.name = fullNameOf(merged);
        await saveLogin(tx, actor, { config: settings.config, merged, name: String(values.name) }, values, null);
        checkOpeningBalance(values, null);
      }
      refuseIfAny(await duplicateErrorsOfMany(tx, actor.businessId, settings.config, persons));
      const details = await createRecordDetails(tx, actor.businessId, 'person', persons.map((values) => ({ name: String(values.name), status: values.status })));
      persons.forEach((values, index) => {
        values.detail_id = details[index];
      });
    },
    async afterCreateMany({ tx, actor }, rows) {
      const settings = await businessSettings(tx, actor.businessId);
      await saveOpeningBalances(tx, actor, rows, settings.lang);
    },
    async beforeRemove({ tx, actor }, row) {
      await refuseIfPosted(tx, actor.businessId, row);
      await endLogin(tx, actor, row);
    },
    async afterRemove({ tx, actor }, row) {
      await removeFromLedger(tx, actor, row);
      await removeRecordFiles(tx, files, actor.businessId, Object.values(personFileTypes), String(row.id));
    },
    async readValues(db, businessId, rows) {
      await readPersonBalances(db, businessId, rows);
      await readLogins(db, businessId, rows);
    },
    // A picker item shows the balance alone: no opening's standing, no login.
    pickerValues: {
      columns: ['detail_id'],
      async read(db, businessId, rows, remain) {
        if (remain) await readPersonRemains(db, businessId, rows);
      },
    },
    readForEdit: readPersonExtras,
    shownTo: personShownTo,
    computedFilter: personBalanceFilter,
  };
}

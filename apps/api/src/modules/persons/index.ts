import { personResource } from '@hesab/contract';
import { person, type Database } from '@hesab/db';
import type { FileStore } from '../files/index.ts';
import type { ResourceBinding } from '../resources/index.ts';
import type { SmsProvider } from '../sms/index.ts';
import { personHooks } from './person-hooks.ts';
import { remainSmsCommand } from './remain-sms.ts';

export { defaultAccountOf, defaultAccountSelects } from './default-account.ts';
export { offlinePersonInfo, offlinePersonPage } from './offline-persons.ts';
export { partyOnPaper, personCategory, personFacts } from './person-facts.ts';
export { personDetails, visitorTerms } from './person-ledger.ts';
export { personsByBalance, type PersonBalance, type PersonsOnSide } from './person-balances.ts';
export { registerPersonRoutes } from './routes.ts';

/**
 * Customers and other persons: the generic engine with the person's hooks (rules, detail account, opening
 * balance, login, files) and the balance reminder SMS on `customer/show`.
 */
export function personBinding(db: Database, services: { files: FileStore; sms: SmsProvider }): ResourceBinding {
  return {
    definition: personResource,
    table: person,
    hooks: personHooks(services.files),
    showCommands: { remainSms: remainSmsCommand(db, services.sms) },
  };
}

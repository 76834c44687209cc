import { and, eq } from 'drizzle-orm';
import { personRemainSmsQuery, personResource } from '@hesab/contract';
import { person, type Database } from '@hesab/db';
import { absMoney, formatMoney } from '@hesab/domain';
import { isLanguage, translateServerMessage } from '@hesab/i18n';
import { BusinessRuleError, NotFoundError } from '../../http/errors.ts';
import type { DetailSelect } from '../../http/getdetail.ts';
import { actorOf, writeLog } from '../activity-log/index.ts';
import { sendOnCredit, type SmsProvider } from '../sms/index.ts';
import type { ResourceRow } from '../resources/index.ts';
import { businessSettings, defaultCurrency } from '../tenancy/index.ts';
import { readPersonBalances } from './person-ledger.ts';

const messageOfState = { debtor: 'remain-sms-debtor', creditor: 'remain-sms-creditor', clearing: 'remain-sms-clearing' } as const;

/**
 * `GET customer/show?remainSms=active&id=`: texts the person its balance with the business, in the business's
 * language, spending one message of the business's SMS credit. No mobile or no credit is a 420.
 */
export function remainSmsCommand(db: Database, sms: SmsProvider): DetailSelect {
  return {
    access: { permission: personResource.permissions.edit },
    handler: async (request) => {
      const { id } = personRemainSmsQuery.parse(request.query);
      const actor = actorOf(request);
      const [found] = await db
        .select()
        .from(person)
        .where(and(eq(person.businessId, actor.businessId), eq(person.id, id)));
      if (!found) throw new NotFoundError();
      const settings = await businessSettings(db, actor.businessId);
      const money = await defaultCurrency(db, actor.businessId);
      if (!money) throw new Error(`business ${actor.businessId} has no default currency`);
      const row = { person: found, businessName: settings.name, lang: settings.lang, symbol: money.symbol, decimals: money.decimals };
      const mobile = row.person.mobile;
      if (!mobile) throw new BusinessRuleError('person-has-no-mobile');
      const balance: ResourceRow = { ...row.person };
      await readPersonBalances(db, actor.businessId, [balance]);
      const lang = isLanguage(row.lang) ? row.lang : 'fa';
      const remain = typeof balance.remain === 'string' ? balance.remain : '0';
      const state = balance.remain_state === 'debtor' || balance.remain_state === 'creditor' ? balance.remain_state : 'clearing';
      const text = translateServerMessage(lang, messageOfState[state], {
        name: row.person.name,
        business: row.businessName,
        remain: `${formatMoney(absMoney(remain), { precision: row.decimals, language: lang })} ${row.symbol}`,
      });
      // Sending is the last step: a failed send takes back the credit and the log row.
      await db.transaction(async (tx) => {
        await writeLog(tx, actor, { action: 'create', type: 'sms', id, number: row.person.name, content: text });
        await sendOnCredit(tx, sms, { businessId: actor.businessId, mobile, text });
      });
      return { message: translateServerMessage(request.lang, 'sent') };
    },
  };
}

export { sendOnCredit } from './sms-credit.ts';
export { LogSmsProvider, type SmsMessage, type SmsProvider } from './sms-provider.ts';

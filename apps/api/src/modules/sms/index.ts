export { sendOnCredit } from './sms-credit.ts';
export { HttpSmsProvider, LogSmsProvider, SmsNotSentError, type SmsMessage, type SmsProvider } from './sms-provider.ts';

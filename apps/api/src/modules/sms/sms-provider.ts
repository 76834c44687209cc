import type { FastifyBaseLogger } from 'fastify';

/** One text message to one mobile number (stored without prefix and leading zero, e.g. 9121234567). */
export interface SmsMessage {
  businessId: number;
  mobile: string;
  text: string;
}

/** Where text messages go: a gateway in production; the server log by default; a recorder in tests. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/** Writes each message to the server log instead of sending it, until a gateway is configured. */
export class LogSmsProvider implements SmsProvider {
  constructor(private readonly log: FastifyBaseLogger) {}

  send(message: SmsMessage): Promise<void> {
    this.log.info({ sms: message }, 'sms');
    return Promise.resolve();
  }
}

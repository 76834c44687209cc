import type { FastifyBaseLogger } from 'fastify';

/**
 * One text message to one mobile number (stored without prefix and leading zero, e.g. 9121234567), on a business's
 * credit, or the service's own (a sign-up or password code: `businessId` null).
 */
export interface SmsMessage {
  businessId: number | null;
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

/** The gateway refused or could not be reached; the message was not sent. */
export class SmsNotSentError extends Error {}

/**
 * An Iranian SMS gateway's REST protocol (Kavenegar's `sms/send`): `POST {base}/v1/{key}/sms/send.json` with the
 * receptor (0 and the number) and the message form-encoded, answered `{"return": {"status": 200, ...}}` when sent.
 */
export class HttpSmsProvider implements SmsProvider {
  constructor(private readonly options: { baseUrl: string; apiKey: string; sender?: string | undefined; timeoutMs?: number }) {}

  async send(message: SmsMessage): Promise<void> {
    const body = new URLSearchParams({ receptor: `0${message.mobile}`, message: message.text });
    if (this.options.sender) body.set('sender', this.options.sender);
    const url = `${this.options.baseUrl.replace(/\/$/, '')}/v1/${encodeURIComponent(this.options.apiKey)}/sms/send.json`;
    const response = await fetch(url, { method: 'POST', body, signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000) }).catch((error: unknown) => {
      throw new SmsNotSentError(`SMS gateway unreachable: ${error instanceof Error ? error.message : String(error)}`);
    });
    const answer: unknown = await response.json().catch(() => null);
    const status = typeof answer === 'object' && answer !== null && 'return' in answer ? (answer.return as { status?: unknown }).status : undefined;
    if (!response.ok || status !== 200) throw new SmsNotSentError(`SMS gateway refused the message (HTTP ${String(response.status)}, status ${String(status)})`);
  }
}

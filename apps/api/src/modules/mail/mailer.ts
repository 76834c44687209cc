import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** One e-mail: to one address, a subject and a plain-text body. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Where e-mail goes: an SMTP server (`SMTP_URL`), or the server log while none is configured. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Writes each e-mail to the server log instead of sending it. */
export class LogMailer implements Mailer {
  constructor(private readonly log: FastifyBaseLogger) {}

  send(message: MailMessage): Promise<void> {
    this.log.info({ mail: message }, 'mail');
    return Promise.resolve();
  }
}

/** Sends through the SMTP server of `url` (smtp://user:pass@host:port, or smtps://), from `from`. */
export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(url: string, private readonly from: string) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
  }

  close(): void {
    this.transport.close();
  }
}

export { LogMailer, SmtpMailer, type MailMessage, type Mailer } from './mailer.ts';

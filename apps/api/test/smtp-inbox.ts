import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the inbox received it: to whom, its subject and its plain text, decoded. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** A header's value, its encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=) decoded. */
function headerValue(head: string, name: string): string {
  const match = new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  const folded = (match?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ');
  return folded
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_whole, kind: string, text: string) =>
      kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuoted(text.replace(/_/g, ' ')),
    )
    .trim();
}

function decodeQuoted(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_whole, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

/** A single-part text message's body, by its transfer encoding. */
function bodyText(head: string, body: string): string {
  const encoding = headerValue(head, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuoted(body);
  return body;
}

/**
 * A real SMTP server in the test's process, on a free port of 127.0.0.1, keeping what it receives: what the server
 * under test sends by `SMTP_URL` arrives here over SMTP.
 */
export async function startSmtpInbox(): Promise<{ url: string; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const split = raw.search(/\r?\n\r?\n/);
        const head = raw.slice(0, split);
        const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
        received.push({ to: session.envelope.rcptTo.map((each) => each.address), subject: headerValue(head, 'Subject'), text: bodyText(head, body) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${String(port)}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

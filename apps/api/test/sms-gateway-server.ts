import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message the local SMS gateway took: the number as sent (with its 0) and the text. */
export interface GatewayMessage {
  receptor: string;
  message: string;
}

/**
 * A small HTTP server speaking the SMS gateway's protocol (Kavenegar's `POST /v1/{key}/sms/send.json`, form-encoded
 * receptor and message): it keeps what it is sent, and refuses a wrong key as the gateway does.
 */
export async function startSmsGateway(key: string): Promise<{ url: string; sent: GatewayMessage[]; server: Server }> {
  const sent: GatewayMessage[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const ok = request.method === 'POST' && request.url === `/v1/${key}/sms/send.json`;
      const form = new URLSearchParams(body);
      if (ok) sent.push({ receptor: form.get('receptor') ?? '', message: form.get('message') ?? '' });
      response.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ return: { status: ok ? 200 : 401, message: ok ? 'تایید شد' : 'invalid key' }, entries: [] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${String(port)}`, sent, server };
}

import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A payment the local gateway holds: the amount asked (digits, as sent), whether the buyer paid, its reference once verified. */
interface GatewayPayment {
  amount: string;
  callbackUrl: string;
  description: string;
  paid: boolean;
  refId: number | null;
}

/**
 * How the local gateway misbehaves while set: an answer that is no JSON, an HTTP 500 (with a JSON body), an answer
 * held back for a few seconds (longer than a test's client waits), or request.json giving the last authority again.
 */
export type GatewayTrouble = 'malformed' | 'server-error' | 'slow' | 'repeated-authority';

/** The merchant id the local gateway takes (PAYMENT_MERCHANT of a server pointed at it). */
export const localMerchant = '00000000-aaaa-bbbb-cccc-000000000042';

/**
 * A small HTTP server in the test speaking Zarinpal's v4 protocol: request.json gives an authority for the amount
 * asked; StartPay is the buyer paying (it sends the browser back to the callback with Status=OK); verify.json
 * answers 100 with a reference once, 101 after, -50 for an amount other than the one asked, -51 for an unpaid one
 * and -54 for an authority it never gave. A test sets `behaviour.trouble` to make it answer badly, and
 * `behaviour.unsettled` to have that many verifications of a paid payment answer -51 (not settled yet) first.
 */
export async function startLocalGateway() {
  const payments = new Map<string, GatewayPayment>();
  const calls = { request: 0, verify: 0 };
  const behaviour: { trouble: GatewayTrouble | null; unsettled: number } = { trouble: null, unsettled: 0 };
  let sequence = 0;
  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const refuse = (response: ServerResponse, code: number) => answer(response, 200, { data: [], errors: { code, message: 'refused', validations: [] } });
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://gateway');
      const start = /^\/pg\/StartPay\/(\w+)$/.exec(url.pathname);
      if (request.method === 'GET' && start) {
        const payment = payments.get(start[1] ?? '');
        if (!payment) return answer(response, 404, {});
        payment.paid = true;
        response.writeHead(302, { location: `${payment.callbackUrl}?Authority=${start[1] ?? ''}&Status=OK` });
        return response.end();
      }
      if (request.method === 'POST' && behaviour.trouble === 'malformed') {
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end('{"data": {"code": 100, "auth');
      }
      if (request.method === 'POST' && behaviour.trouble === 'server-error') return answer(response, 500, { data: [], errors: { code: -1, message: 'internal' } });
      if (request.method === 'POST' && behaviour.trouble === 'slow') {
        setTimeout(() => answer(response, 200, { data: [], errors: { code: -9, message: 'late' } }), 3_000);
        return;
      }
      // The amount as its digits in the JSON text: compared as sent, never as a JavaScript number.
      const amount = /"amount"\s*:\s*(\d+)/.exec(raw)?.[1];
      const body = JSON.parse(raw || '{}') as { merchant_id?: string; callback_url?: string; description?: string; authority?: string };
      if (body.merchant_id !== localMerchant) return refuse(response, -11);
      if (request.method === 'POST' && url.pathname === '/pg/v4/payment/request.json') {
        calls.request += 1;
        if (!amount || !body.callback_url) return refuse(response, -9);
        if (behaviour.trouble === 'repeated-authority' && sequence > 0) {
          return answer(response, 200, { data: { code: 100, message: 'Success', authority: `A${String(sequence).padStart(35, '0')}`, fee_type: 'Merchant', fee: 0 }, errors: [] });
        }
        sequence += 1;
        const authority = `A${String(sequence).padStart(35, '0')}`;
        payments.set(authority, { amount, callbackUrl: body.callback_url, description: body.description ?? '', paid: false, refId: null });
        return answer(response, 200, { data: { code: 100, message: 'Success', authority, fee_type: 'Merchant', fee: 0 }, errors: [] });
      }
      if (request.method === 'POST' && url.pathname === '/pg/v4/payment/verify.json') {
        calls.verify += 1;
        const payment = payments.get(body.authority ?? '');
        if (!payment) return refuse(response, -54);
        if (amount !== payment.amount) return refuse(response, -50);
        if (!payment.paid) return refuse(response, -51);
        if (behaviour.unsettled > 0) {
          behaviour.unsettled -= 1;
          return refuse(response, -51);
        }
        const before = payment.refId !== null;
        payment.refId ??= 1000 + sequence;
        return answer(response, 200, { data: { code: before ? 101 : 100, message: before ? 'Verified' : 'Paid', card_pan: '502229******5995', ref_id: payment.refId, fee: 0 }, errors: [] });
      }
      answer(response, 404, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${String(port)}`, payments, calls, behaviour, server };
}


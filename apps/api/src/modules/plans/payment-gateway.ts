import { isMoney, type Money } from '@hesab/domain';

/** A payment to ask of the gateway: rials, where the buyer's browser comes back to, and what it is for. */
export interface PaymentRequest {
  amount: Money;
  callbackUrl: string;
  description: string;
}

/** The gateway's word on a payment: verified (now or before) with its reference, or not, with the gateway's code. */
export type Verification = { verified: true; refId: string } | { verified: false; code: string };

/**
 * An online payment gateway: asks for a payment, names the page the buyer pays on, and verifies the payment when
 * the buyer's browser comes back. Verifying a payment again is harmless: the gateway says it was verified before.
 */
export interface PaymentGateway {
  /** the gateway's authority of a new payment */
  request(payment: PaymentRequest): Promise<string>;
  /** the page the buyer's browser is sent to */
  paymentPage(authority: string): string;
  verify(payment: { amount: Money; authority: string }): Promise<Verification>;
}

/** The gateway could not be reached, or answered what its protocol does not; nothing can be said of the payment. */
export class PaymentGatewayError extends Error {}

/** Zarinpal's answer: `data` on success, `errors` (with its negative code) otherwise. */
interface ZarinpalAnswer {
  data?: { code?: unknown; authority?: unknown; ref_id?: unknown } | unknown[];
  errors?: { code?: unknown } | unknown[];
}

/**
 * Zarinpal's v4 REST protocol: `POST {base}/pg/v4/payment/request.json` {merchant_id, amount, callback_url,
 * description} answers `{data: {code: 100, authority}}`; the buyer pays at `{base}/pg/StartPay/{authority}` and comes
 * back to the callback with `?Authority=…&Status=OK|NOK`; `POST {base}/pg/v4/payment/verify.json` {merchant_id,
 * amount, authority} answers `{data: {code: 100, ref_id}}`, or code 101 when it was verified before. Amounts are
 * rials.
 */
export class ZarinpalGateway implements PaymentGateway {
  private readonly base: string;

  constructor(private readonly options: { baseUrl: string; merchantId: string; timeoutMs?: number }) {
    this.base = options.baseUrl.replace(/\/$/, '');
  }

  async request(payment: PaymentRequest): Promise<string> {
    const answer = await this.post('/pg/v4/payment/request.json', payment.amount, { callback_url: payment.callbackUrl, description: payment.description });
    const data = answer.data;
    if (!Array.isArray(data) && data?.code === 100 && typeof data.authority === 'string' && data.authority !== '') return data.authority;
    throw new PaymentGatewayError(`the gateway refused the payment (code ${String(codeOf(answer))})`);
  }

  paymentPage(authority: string): string {
    return `${this.base}/pg/StartPay/${encodeURIComponent(authority)}`;
  }

  async verify(payment: { amount: Money; authority: string }): Promise<Verification> {
    const answer = await this.post('/pg/v4/payment/verify.json', payment.amount, { authority: payment.authority });
    const data = answer.data;
    if (!Array.isArray(data) && (data?.code === 100 || data?.code === 101) && (typeof data.ref_id === 'number' || typeof data.ref_id === 'string')) {
      return { verified: true, refId: String(data.ref_id) };
    }
    const code = codeOf(answer);
    if (code === undefined) throw new PaymentGatewayError('the gateway answered no code');
    return { verified: false, code: String(code) };
  }

  /**
   * The amount goes into the JSON as the digits of its decimal string: it never passes through a JavaScript number.
   */
  private async post(path: string, amount: Money, fields: Record<string, string>): Promise<ZarinpalAnswer> {
    if (!isMoney(amount) || !/^\d+$/.test(amount)) throw new PaymentGatewayError(`not an amount of rials: ${amount}`);
    const head = JSON.stringify({ merchant_id: this.options.merchantId, ...fields });
    const body = `${head.slice(0, -1)},"amount":${amount}}`;
    const response = await fetch(`${this.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
    }).catch((error: unknown) => {
      throw new PaymentGatewayError(`payment gateway unreachable: ${error instanceof Error ? error.message : String(error)}`);
    });
    const answer: unknown = await response.json().catch(() => null);
    if (typeof answer !== 'object' || answer === null) throw new PaymentGatewayError(`the gateway answered no JSON (HTTP ${String(response.status)})`);
    return answer;
  }
}

/** The code of an answer: the data's on success, the errors' otherwise. */
function codeOf(answer: ZarinpalAnswer): unknown {
  if (!Array.isArray(answer.data) && answer.data?.code !== undefined) return answer.data.code;
  return Array.isArray(answer.errors) ? undefined : answer.errors?.code;
}

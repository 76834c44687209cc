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

/** Why nothing can be said of a payment: no answer came in time, or one its protocol does not speak (a refusal among them). */
export type GatewayFailure = 'unreachable' | 'bad-answer';

/** The gateway could not be reached, or answered what its protocol does not; nothing can be said of the payment. */
export class PaymentGatewayError extends Error {
  constructor(
    readonly failure: GatewayFailure,
    message: string,
  ) {
    super(message);
  }
}

/** An authority as Zarinpal gives them (36 letters and digits): anything else would be kept and linked to as it came. */
const authorityPattern = /^[A-Za-z0-9]{1,64}$/;

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
    if (!Array.isArray(data) && data?.code === 100 && typeof data.authority === 'string' && authorityPattern.test(data.authority)) return data.authority;
    throw new PaymentGatewayError('bad-answer', `the gateway refused the payment or gave no authority (code ${String(codeOf(answer))})`);
  }

  paymentPage(authority: string): string {
    return `${this.base}/pg/StartPay/${encodeURIComponent(authority)}`;
  }

  async verify(payment: { amount: Money; authority: string }): Promise<Verification> {
    const answer = await this.post('/pg/v4/payment/verify.json', payment.amount, { authority: payment.authority });
    const data = answer.data;
    const code = codeOf(answer);
    if (code === 100 || code === 101) {
      const refId = !Array.isArray(data) ? data?.ref_id : undefined;
      if (typeof refId === 'number' || (typeof refId === 'string' && /^\d+$/.test(refId))) return { verified: true, refId: String(refId) };
      throw new PaymentGatewayError('bad-answer', 'the gateway verified a payment without its reference');
    }
    if (typeof code !== 'number' && typeof code !== 'string') throw new PaymentGatewayError('bad-answer', 'the gateway answered no code');
    return { verified: false, code: String(code) };
  }

  /**
   * The amount goes into the JSON as the digits of its decimal string: it never passes through a JavaScript number.
   */
  private async post(path: string, amount: Money, fields: Record<string, string>): Promise<ZarinpalAnswer> {
    if (!isMoney(amount) || !/^\d+$/.test(amount)) throw new PaymentGatewayError('bad-answer', `not an amount of rials: ${amount}`);
    const head = JSON.stringify({ merchant_id: this.options.merchantId, ...fields });
    const body = `${head.slice(0, -1)},"amount":${amount}}`;
    const unreachable = (error: unknown) => new PaymentGatewayError('unreachable', `payment gateway unreachable: ${error instanceof Error ? error.message : String(error)}`);
    // The timeout covers the answer's body too: a gateway that stops half-way is as unreachable as a silent one.
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${this.base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw unreachable(error);
    }
    // A failure of the gateway's own (5xx) says nothing of the payment, whatever its body holds.
    if (status >= 500) throw new PaymentGatewayError('bad-answer', `the gateway failed (HTTP ${String(status)})`);
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      answer = null;
    }
    if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) throw new PaymentGatewayError('bad-answer', `the gateway answered no JSON object (HTTP ${String(status)})`);
    return answer;
  }
}

/** The code of an answer: the data's on success, the errors' otherwise. */
function codeOf(answer: ZarinpalAnswer): unknown {
  if (!Array.isArray(answer.data) && answer.data?.code !== undefined) return answer.data.code;
  return Array.isArray(answer.errors) ? undefined : answer.errors?.code;
}

import { describe, expect, it } from 'vitest';
import { translateServerMessage } from './index.ts';

describe("a server message's figures", () => {
  it("groups amounts and counts in the language's digits", () => {
    expect(translateServerMessage('fa', 'invoice-overpaid', { payable: '200000000' })).toBe(
      'جمع پرداخت‌ها از مبلغ قابل پرداخت فاکتور (۲۰۰٬۰۰۰٬۰۰۰) بیشتر است.',
    );
    expect(translateServerMessage('en', 'invoice-overpaid', { payable: '1250000.5' })).toContain('(1,250,000.5)');
    expect(translateServerMessage('ar', 'plan-person-limit', { limit: 1000 })).toContain('١٬٠٠٠');
  });

  it("writes a success's figures in the language's digits too, a mobile as written", () => {
    expect(translateServerMessage('fa', 'code-sent', { mobile: '0912 403 3356' })).toBe('کد تأیید به شماره ۰۹۱۲ ۴۰۳ ۳۳۵۶ پیامک شد.');
  });

  it('leaves numbers that name something ungrouped, and what is typed back exactly as sent', () => {
    expect(translateServerMessage('fa', 'receipt-of-invoice', { number: '12345' })).toContain('۱۲۳۴۵');
    expect(translateServerMessage('fa', 'sms-register-code', { code: '482913' })).toContain('482913');
    expect(translateServerMessage('fa', 'server-error', { reference: 'a1b2-3' })).toContain('a1b2-3');
  });

  it('leaves names alone, digits and all', () => {
    expect(translateServerMessage('en', 'default-account-set', { name: 'کالای ۲' })).toContain('کالای ۲');
  });
});

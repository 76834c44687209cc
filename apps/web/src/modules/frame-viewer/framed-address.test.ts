import { describe, expect, it } from 'vitest';
import { framedAddress } from './framed-address.ts';

describe('framedAddress', () => {
  const allowed = ['https://maps.example', 'https://bi.example:8443'];

  it('frames an address of an allowed origin, with its path and query', () => {
    const address = framedAddress('https://maps.example/embed?q=1', allowed);
    expect(address.kind === 'framed' && address.url.href).toBe('https://maps.example/embed?q=1');
    expect(framedAddress('https://bi.example:8443/', allowed).kind).toBe('framed');
  });

  it('refuses another origin however close, another scheme and no address at all', () => {
    for (const url of ['http://maps.example/', 'https://maps.example.evil.example/', 'https://bi.example/', 'https://evil.example/#https://maps.example', 'javascript:alert(1)', 'not an address']) {
      expect(framedAddress(url, allowed).kind, url).toBe('refused');
    }
    expect(framedAddress(null, allowed).kind).toBe('missing');
    expect(framedAddress('https://maps.example/', []).kind).toBe('refused');
  });
});

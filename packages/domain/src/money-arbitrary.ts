import fc from 'fast-check';

/**
 * Test-only: plain decimal strings with |x| below 1e23 and up to 8 fraction
 * digits, leading/trailing zeros included, weighted towards rounding ties.
 */
export function decimalString(): fc.Arbitrary<string> {
  const random = fc
    .tuple(fc.boolean(), fc.stringMatching(/^\d{1,23}$/), fc.option(fc.stringMatching(/^\d{1,8}$/)))
    .map(([negative, integer, fraction]) => `${negative ? '-' : ''}${integer}${fraction === null ? '' : `.${fraction}`}`);
  const tie = fc
    .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 22n }), fc.integer({ min: 0, max: 4 }))
    .map(([negative, integer, zeros]) => `${negative ? '-' : ''}${integer}.${'0'.repeat(zeros)}5`);
  return fc.oneof(random, tie, fc.constantFrom('0', '-0', '0.0000', '99999999999999999999999.99995'));
}

import { describe, expect, it } from 'vitest';
import { cardOfBank, shebaOfBank } from './bank-identifiers.ts';

describe("a bank's identifiers in its Sheba and cards", () => {
  it("reads a Sheba's bank code after its check digits", () => {
    expect(shebaOfBank('IR820540102680020817909002', 'parsian')).toBe(true);
    expect(shebaOfBank('IR820540102680020817909002', 'melli')).toBe(false);
  });

  it("reads a card's issuer from its first six digits, merged banks' cards as Sepah's", () => {
    expect(cardOfBank('6037991199500590', 'melli')).toBe(true);
    expect(cardOfBank('6037991199500590', 'mellat')).toBe(false);
    expect(cardOfBank('6104331234567890', 'mellat')).toBe(true);
    expect(cardOfBank('6273811234567891', 'sepah')).toBe(true);
  });

  it('lets any number stand for a bank it does not know', () => {
    expect(shebaOfBank('IR820540102680020817909002', 'other')).toBe(true);
    expect(cardOfBank('4111111111111111', 'other')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { canSaveDraft } from './draft-rules.ts';

describe('the add-to-draft button', () => {
  it('shows for a text that differs from the last saved draft', () => {
    expect(canSaveDraft('تحویل در محل', '')).toBe(true);
    expect(canSaveDraft('تحویل در محل', 'تحویل فوری')).toBe(true);
  });

  it('hides for an empty text or the saved one, spaces aside', () => {
    expect(canSaveDraft('   ', '')).toBe(false);
    expect(canSaveDraft('تحویل در محل ', 'تحویل در محل')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { statusVocabularies } from '@hesab/contract';
import { languages } from '@hesab/i18n';
import { webMessages } from '@hesab/i18n/web';

describe('the status vocabularies of orders, tax-system invoices and academy sessions', () => {
  it('are the spec’s', () => {
    expect(statusVocabularies).toEqual({
      order: ['pending', 'processing', 'on-hold', 'completed', 'cancelled', 'refunded', 'failed'],
      taxInvoice: ['pending', 'success', 'failed'],
      session: ['done', 'not-held', 'cancelled'],
    });
  });

  it('label every status in every language, and label each differently within its vocabulary', () => {
    for (const language of languages) {
      const labels = webMessages[language].statusLabels;
      for (const [vocabulary, statuses] of Object.entries(statusVocabularies)) {
        const group: Record<string, string> = labels[vocabulary as keyof typeof labels];
        expect(Object.keys(group).sort(), `${language} ${vocabulary}`).toEqual([...statuses].sort());
        const texts = statuses.map((status) => group[status]?.trim() ?? '');
        expect(texts.every((text) => text !== ''), `${language} ${vocabulary}`).toBe(true);
        expect(new Set(texts).size, `${language} ${vocabulary}`).toBe(statuses.length);
      }
    }
  });
});

import { accountKinds, groupTypes } from '@hesab/contract';
import { languages } from '@hesab/i18n';
import { webMessages } from '@hesab/i18n/web';
import { describe, expect, it } from 'vitest';
import { natureChoices } from './account-form.ts';
import { codingDefinitions } from './coding-list.ts';

function lookup(messages: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? new Map(Object.entries(node)).get(part) : undefined),
      messages,
    );
}

const levels = ['group', 'total', 'given'] as const;

/** The keys the coding screens build from values rather than write out. */
const builtKeys = [
  ...Object.values(codingDefinitions).flatMap((definition) => [
    definition.title,
    definition.itemTitle,
    ...definition.fields.map((field) => field.label),
  ]),
  ...levels.flatMap((level) => [`coding.levels.${level}`, `coding.cards.${level}`, `coding.digits.${level}`]),
  // the parent chooser's label
  ...(['group', 'total'] as const).map((level) => `coding.fields.${level}`),
  ...groupTypes.map((type) => `coding.fields.typeOptions.${type}`),
  ...accountKinds.map((kind) => `coding.fields.kindOptions.${kind}`),
  ...Object.values(natureChoices).flatMap((choices) => choices.map((nature) => `coding.fields.natureOptions.${nature}`)),
];

describe('the coding catalogue', () => {
  it.each(languages)('names every level, type, nature and kind in %s', (language) => {
    const missing = builtKeys.filter((key) => {
      const text = lookup(webMessages[language], key);
      return typeof text !== 'string' || text === '';
    });
    expect(missing).toEqual([]);
  });
});

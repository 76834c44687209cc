import { localizeDigits } from '@hesab/domain';
import type { Language } from '@hesab/i18n';
import type { TFunction } from 'i18next';
import type { DocumentLayout } from './document-layout.ts';

/** What names one document: a definition's item title, or a variant's (document-screens.ts). */
interface Titled {
  itemTitle: string;
}

/** The form's title: a new document of the kind, or the kind's document with its number. */
export function documentTitle(screens: Titled, layout: DocumentLayout, t: TFunction, language: Language, number?: number): string {
  const item = t(screens.itemTitle);
  if (number === undefined) return layout.titles ? t(layout.titles.new) : t('documents.newItem', { item });
  const shown = localizeDigits(String(number), language);
  return layout.titles ? t(layout.titles.edit, { number: shown }) : t('documents.itemNumber', { item, number: shown });
}

/** The heading of the printed document. */
export function printTitle(screens: Titled, layout: DocumentLayout, t: TFunction): string {
  return layout.titles ? t(layout.titles.print) : t(screens.itemTitle);
}

import type { Language } from '@hesab/i18n';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language.ts';
import { useInit } from '../session/session-queries.ts';

/** What turns a stored value into text: the language, the business's calendar and its currency's decimals. */
export interface FormatContext {
  language: Language;
  /** 'fa' shows and takes dates in the Jalali calendar */
  dateLocale: string;
  /** money fields without a precision of their own take the business currency's */
  currencyPrecision: number;
  t: TFunction;
}

/** Until the session data is in, dates are Jalali (the product's default) and amounts whole. */
const fallbackDateLocale = 'fa';

export function useFormatContext(): FormatContext {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const session = useInit().data;
  const dateLocale = session?.date_locale ?? fallbackDateLocale;
  const currencyPrecision = session?.currency.decimal ?? 0;
  return useMemo(
    () => ({ language, dateLocale, currencyPrecision, t }),
    [language, dateLocale, currencyPrecision, t],
  );
}

import type { Language } from '@hesab/i18n';
import type { TFunction } from 'i18next';
import { createContext, useContext, useMemo } from 'react';
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

/**
 * The decimals of the currency the amounts below are in, where not the business's: a document in another currency
 * (an invoice in euros) types and shows its amounts in that currency's decimals. None: the business's.
 */
export const AmountPrecision = createContext<number | null>(null);

/** The calendar of a business other than the session's (a shared invoice's page, opened by anyone). */
export const BusinessCalendar = createContext<string | null>(null);

/** How values show where they are: amounts in the decimals of the currency they are in (AmountPrecision). */
export function useFormatContext(): FormatContext {
  return useFormat(useContext(AmountPrecision));
}

/** How values show in the business's own money, within a document in another currency too (a cost beside a fee). */
export function useBusinessFormat(): FormatContext {
  return useFormat(null);
}

function useFormat(precision: number | null): FormatContext {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const session = useInit().data;
  const dateLocale = useContext(BusinessCalendar) ?? session?.date_locale ?? fallbackDateLocale;
  const currencyPrecision = precision ?? session?.currency.decimal ?? 0;
  return useMemo(
    () => ({ language, dateLocale, currencyPrecision, t }),
    [language, dateLocale, currencyPrecision, t],
  );
}

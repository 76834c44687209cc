import type { Money } from './money.ts';

/*
 * An amount in words, as an invoice prints its payable: Persian ("یک میلیون و دویست هزار") or English ("one million
 * two hundred thousand"). Whole units only: the fraction of a currency with decimals is left to the figures.
 */

export type WordsLanguage = 'fa' | 'en';

const persian = {
  ones: ['', 'یک', 'دو', 'سه', 'چهار', 'پنج', 'شش', 'هفت', 'هشت', 'نه'],
  teens: ['ده', 'یازده', 'دوازده', 'سیزده', 'چهارده', 'پانزده', 'شانزده', 'هفده', 'هجده', 'نوزده'],
  tens: ['', '', 'بیست', 'سی', 'چهل', 'پنجاه', 'شصت', 'هفتاد', 'هشتاد', 'نود'],
  hundreds: ['', 'یکصد', 'دویست', 'سیصد', 'چهارصد', 'پانصد', 'ششصد', 'هفتصد', 'هشتصد', 'نهصد'],
  scales: ['', 'هزار', 'میلیون', 'میلیارد', 'تریلیون', 'کوادریلیون', 'کوینتیلیون', 'سکستیلیون', 'سپتیلیون'],
  zero: 'صفر',
  minus: 'منفی',
  and: ' و ',
};

const english = {
  ones: ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
  teens: ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'],
  tens: ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'],
  scales: ['', 'thousand', 'million', 'billion', 'trillion', 'quadrillion', 'quintillion', 'sextillion', 'septillion'],
  zero: 'zero',
  minus: 'minus',
};

/** 1 to 999 in Persian: its hundreds, tens and ones joined by "و". */
function persianGroup(group: number): string {
  const hundred = Math.floor(group / 100);
  const rest = group % 100;
  const parts = [persian.hundreds[hundred] ?? ''];
  if (rest >= 10 && rest < 20) parts.push(persian.teens[rest - 10] ?? '');
  else parts.push(persian.tens[Math.floor(rest / 10)] ?? '', persian.ones[rest % 10] ?? '');
  return parts.filter((part) => part !== '').join(persian.and);
}

/** 1 to 999 in English: "one hundred twenty-three". */
function englishGroup(group: number): string {
  const hundred = Math.floor(group / 100);
  const rest = group % 100;
  const parts: string[] = [];
  if (hundred > 0) parts.push(`${english.ones[hundred] ?? ''} hundred`);
  if (rest >= 10 && rest < 20) parts.push(english.teens[rest - 10] ?? '');
  else if (rest > 0) {
    const tens = english.tens[Math.floor(rest / 10)] ?? '';
    const ones = english.ones[rest % 10] ?? '';
    parts.push(tens && ones ? `${tens}-${ones}` : tens || ones);
  }
  return parts.join(' ');
}

/**
 * The whole part of an amount in words; an amount too large for the scales named (over 10^27) is answered in figures.
 * Persian joins the groups with "و" (یک میلیون و دویست هزار), English with spaces.
 */
export function amountInWords(amount: Money, language: WordsLanguage): string {
  const words = language === 'fa' ? persian : english;
  const negative = amount.startsWith('-');
  const whole = (negative ? amount.slice(1) : amount).split('.')[0]?.replace(/^0+/, '') ?? '';
  if (whole === '') return words.zero;
  const groups: number[] = [];
  for (let end = whole.length; end > 0; end -= 3) groups.unshift(Number(whole.slice(Math.max(0, end - 3), end)));
  if (groups.length > words.scales.length) return amount;
  const parts = groups.flatMap((group, index) => {
    if (group === 0) return [];
    const scale = words.scales[groups.length - 1 - index] ?? '';
    const text = language === 'fa' ? persianGroup(group) : englishGroup(group);
    return [scale ? `${text} ${scale}` : text];
  });
  const text = parts.join(language === 'fa' ? persian.and : ' ');
  return negative ? `${words.minus} ${text}` : text;
}

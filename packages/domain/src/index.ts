export { isolateBidi, removeBidiMarks } from './bidi-marks.ts';
export {
  decideLatinDigitsInPersian,
  digitScriptOf,
  localizeDigits,
  localizeTextDigits,
  toArabicIndicDigits,
  toLatinDigits,
  toPersianDigits,
  type DigitLanguage,
  type DigitScript,
} from './digits.ts';
export {
  absMoney,
  addMoney,
  compareMoney,
  isMoney,
  isZeroMoney,
  moneyFractionDigits,
  MoneyFormatError,
  multiplyMoney,
  negateMoney,
  parseMoney,
  roundMoney,
  subtractMoney,
  sumMoney,
  type Money,
} from './money.ts';
export { formatMoney, type FormatMoneyOptions } from './money-format.ts';
export { amountInWords, type WordsLanguage } from './amount-words.ts';
export { clampMoneyOnBlur, moneyInputMax, moneyInputMaxLength, sanitizeMoneyTyping } from './money-input.ts';
export {
  addDays,
  formatIsoDate,
  gregorianMonthLength,
  isGregorianLeapYear,
  isoDateOf,
  isValidGregorianDate,
  parseIsoDate,
  type GregorianDate,
} from './iso-date.ts';
export {
  isJalaliLeapYear,
  isValidJalaliDate,
  jalaliMonthLength,
  maxJalaliYear,
  minJalaliYear,
  toGregorian,
  toJalali,
  type JalaliDate,
} from './jalali.ts';
export { formatJalali, formatJalaliLong, jalaliMonthNames, jalaliWeekdayNames, parseJalali } from './jalali-format.ts';
export { isValidNationalCode, normalizeNationalCode } from './national-code.ts';
export { isValidLegalNationalId, normalizeLegalNationalId } from './legal-national-id.ts';
export { isValidSheba, normalizeSheba } from './sheba.ts';
export { isValidCardNumber, normalizeCardNumber } from './card-number.ts';
export { cardOfBank, shebaOfBank } from './bank-identifiers.ts';
export { normalizeSayad } from './sayad.ts';
export { bookStanding, isLeafOf, leafIsFree, leafSerials, sayadOfLeaf, type ChequeBookLeaves } from './cheque-book.ts';
export { formatMobile, isValidMobile, mobileSearchDigits, normalizeMobile } from './mobile.ts';
export { nextTagColor, tagPalette, type TagColor } from './tag-palette.ts';
export {
  assertBalanced,
  balancesOf,
  journalProblems,
  journalTotals,
  reverseJournal,
  UnbalancedJournalError,
  type JournalDraft,
  type JournalLine,
  type JournalProblem,
} from './journal.ts';
export {
  accountNumberDigits,
  composeAccountCode,
  isValidAccountNumber,
  type AccountLevel,
} from './account-code.ts';
export {
  costByPriceMethod,
  costPerUnit,
  costStock,
  stockCoster,
  costSummary,
  inventoryMethods,
  priceMethods,
  type CostSummary,
  type Costing,
  type InventoryMethod,
  type PriceMethod,
  type StockLayer,
  type StockCoster,
  type StockMove,
} from './inventory-costing.ts';
export { allocateLots, remainingLots, type Lot, type LotMove } from './inventory-lots.ts';
export { priceFromPercent, priceWithoutTaxOf, priceWithTaxOf } from './product-price.ts';
export { stockShortages, type StockShortage, type WantedGoods } from './stock-shortage.ts';
export { proposedSellFee, type PricingTerm, type ProposedFee, type SellFeeContext, type SellPriceTerms } from './sell-fee.ts';
export * from './posting/index.ts';
export { amountCell, numericCellText } from './spreadsheet-cell.ts';
export { businessMonths, dateEditText, formatBusinessDate, formatBusinessMonth, isIsoDate, parseDateText, type BusinessMonth } from './business-dates.ts';

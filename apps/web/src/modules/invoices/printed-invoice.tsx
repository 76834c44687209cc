import { invoiceDefinition, personResource } from '@hesab/contract';
import { absMoney, amountInWords, compareMoney, isMoney, localizeDigits, type Money } from '@hesab/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadedDocument } from '../../shared/documents/document-api.ts';
import { useDocumentPrecision } from '../../shared/documents/document-currency.ts';
import { amountText, dateText } from '../../shared/documents/document-fields.ts';
import type { PrintedParts } from '../../shared/documents/document-layout.ts';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { useHasPermission } from '../../shared/hooks/use-has-permission.ts';
import { fetchForEdit, resourceQueryKeys } from '../../shared/resources/resource-api.ts';
import { businessLines } from '../../shared/documents/printed-document.tsx';
import { usePrinted } from '../../shared/print/print-settings.ts';
import { PrintedPartyContext, usePrintedBusiness } from '../../shared/print/printed-business.ts';
import { InvoiceShareButton } from './invoice-share.tsx';
import { printedInvoiceFigures } from '../../shared/print/invoice-figures.ts';
import { RollPrintLink } from './roll-print-link.tsx';

/* An invoice on A4 (issue 16): seller and buyer with what the tax authority reads of them, the rows, the totals, the payable in words. */

/** Types whose party sells to the business: a purchase's supplier (and the supplier a purchase goes back to). */
const bought: ReadonlySet<string> = new Set(['purchase', 'returnPurchase']);

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const border = '1px solid var(--print-line, #555)';

interface PartyLine {
  label: string;
  value: string;
  testId: string;
}

function PartyBox({ title, name, lines, testId }: { title: string; name: string; lines: readonly PartyLine[]; testId: string }) {
  return (
    <Box sx={{ border, borderRadius: 0.5, p: 1, breakInside: 'avoid', minWidth: 0 }} data-testid={testId}>
      <Typography sx={{ fontWeight: 700, fontSize: 13, mb: 0.5 }}>
        {title}: <bdi>{name}</bdi>
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2, rowGap: 0.25, fontSize: 12 }}>
        {lines
          .filter((line) => line.value !== '')
          .map((line) => (
            <Box key={line.testId} sx={{ minWidth: 0 }} data-testid={line.testId}>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {line.label}:{' '}
              </Box>
              <bdi>{line.value}</bdi>
            </Box>
          ))}
      </Box>
    </Box>
  );
}

/**
 * The party's record for its codes, address and balance; a user who may not open people prints its name alone. A
 * page that has the party already (a shared invoice's) gives it, and nothing is read.
 */
function useParty(id: number | null): Readonly<Record<string, unknown>> | null | undefined {
  const given = useContext(PrintedPartyContext);
  const mayRead = useHasPermission(personResource.permissions.edit ?? 'Customer');
  const read = useQuery({
    queryKey: resourceQueryKeys.edit(personResource, String(id ?? 0)),
    queryFn: () => fetchForEdit(personResource, String(id ?? 0)),
    enabled: given === undefined && id !== null && mayRead,
    retry: false,
  });
  return given === undefined ? read.data : given;
}

/** The seller's and buyer's boxes (the business and the party, the other way round on a purchase), and the header's rest. */
function InvoiceHead({ document }: { document: LoadedDocument }) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const business = usePrintedBusiness();
  const person = typeof document.person === 'number' ? document.person : null;
  const party = useParty(person);
  const digits = (value: unknown) => localizeDigits(textOf(value), context.language);
  const partyName = textOf(party?.name) || textOf(document.person_label);
  const partyLines: PartyLine[] = [
    { label: t('invoiceScreens.economicCode'), value: digits(party?.financial_code), testId: 'printed-party-economic-code' },
    { label: t('invoiceScreens.nationalId'), value: digits(party?.national_id) || digits(party?.national_code), testId: 'printed-party-national-id' },
    { label: t('invoiceScreens.postalCode'), value: digits(party?.postal_code), testId: 'printed-party-postal-code' },
    { label: t('invoiceScreens.phone'), value: digits(party?.mobile) || digits(party?.phone), testId: 'printed-party-phone' },
    { label: t('invoiceScreens.address'), value: textOf(party?.address), testId: 'printed-party-address' },
  ];
  const partyBox = (
    <PartyBox
      title={t(bought.has(textOf(document.type)) ? 'invoiceScreens.supplier' : 'invoiceScreens.buyer')}
      name={partyName}
      lines={partyLines}
      testId="printed-party"
    />
  );
  const businessBox = (
    <PartyBox
      title={t(bought.has(textOf(document.type)) ? 'invoiceScreens.buyer' : 'invoiceScreens.seller')}
      name={business.name}
      lines={businessLines(business, t, context.language).map((line) => ({ label: line.label, value: line.value, testId: `printed-business-${line.key}` }))}
      testId="printed-business-party"
    />
  );
  const field = (name: string) => invoiceDefinition.fields.find((each) => each.name === name);
  const details = [
    { name: 'entrepot', value: textOf(document.entrepot_label) },
    { name: 'visitor', value: textOf(document.visitor_label) },
    { name: 'supplier_number', value: digits(document.supplier_number) },
    { name: 'due_date', value: typeof document.due_date === 'string' ? dateText(document.due_date, context) : '' },
  ].filter((detail) => detail.value !== '');
  const description = textOf(document.description);
  return (
    <Box sx={{ mb: 1.5 }}>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, '@media print': { gridTemplateColumns: '1fr 1fr' }, mb: 1 }}>
        {bought.has(textOf(document.type)) ? [partyBox, businessBox] : [businessBox, partyBox]}
      </Box>
      {details.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, fontSize: 13 }}>
          {details.map((detail) => (
            <Box key={detail.name} data-testid={`printed-${detail.name}`}>
              <Box component="span" sx={{ fontWeight: 700 }}>
                {t(field(detail.name)?.label ?? detail.name)}:{' '}
              </Box>
              <bdi>{detail.value}</bdi>
            </Box>
          ))}
        </Box>
      )}
      {description !== '' && (
        <Typography sx={{ fontSize: 13, mt: 0.5, whiteSpace: 'pre-line' }} dir="auto" data-testid="printed-description">
          <Box component="span" sx={{ fontWeight: 700 }}>
            {t('fields.description')}:{' '}
          </Box>
          {description}
        </Typography>
      )}
    </Box>
  );
}

/** The invoice as printed in its currency's decimals: its rows with their own totals, and the figures under them. */
function usePrintedFigures(document: LoadedDocument) {
  const context = useFormatContext();
  const decimals = useDocumentPrecision(document) ?? context.currencyPrecision;
  return useMemo(() => printedInvoiceFigures(document, decimals), [document, decimals]);
}

/** A printed invoice's rows, each with its own total (never its share of the invoice's discount). */
function useInvoiceLines(document: LoadedDocument): LoadedDocument {
  const { rows } = usePrintedFigures(document);
  return useMemo(() => ({ ...document, rows }), [document, rows]);
}

/**
 * Under the rows: the rows' sum, their discounts, the invoice's discount, the shipping, the VAT and the payable, what
 * was paid, the payable in words.
 */
function InvoiceFoot({ document }: { document: LoadedDocument }) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const { currency } = usePrintedBusiness();
  const settings = usePrinted();
  const person = typeof document.person === 'number' ? document.person : null;
  const remain = useParty(settings.remaining ? person : null)?.remain;
  const amount = (name: string): Money | null => {
    const value = document[name];
    return isMoney(value) ? value : null;
  };
  const { figures } = usePrintedFigures(document);
  const payable = amount('payable');
  // The party's balance over all its dealings, when the print dialog asks for it: what it owes, or is owed.
  const balance = isMoney(remain) ? { value: absMoney(remain), state: compareMoney(remain, '0') > 0 ? 'debtor' : compareMoney(remain, '0') < 0 ? 'creditor' : 'clearing' } : null;
  const wordsLanguage = context.language === 'fa' || context.language === 'en' ? context.language : null;
  const cell = { border, px: 1, py: 0.5, fontSize: 'var(--print-font, 12px)' } as const;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1, alignItems: 'flex-start', breakInside: 'avoid' }}>
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        {payable !== null && wordsLanguage !== null && (
          <Typography sx={{ fontSize: 13, border, p: 1 }} data-testid="printed-words">
            <Box component="span" sx={{ fontWeight: 700 }}>
              {t('invoiceScreens.amountInWords')}:{' '}
            </Box>
            {amountInWords(payable, wordsLanguage)} {currency}
          </Typography>
        )}
      </Box>
      <Box component="table" sx={{ borderCollapse: 'collapse', flex: '0 1 320px', minWidth: 240 }} data-testid="printed-totals">
        <tbody>
          {figures.map((figure) => (
            <tr key={figure.name}>
              <Box component="th" sx={{ ...cell, textAlign: 'start', bgcolor: 'var(--print-head, #eee)', fontWeight: figure.name === 'payable' ? 700 : 600 }}>
                {t(figure.label)}
              </Box>
              <Box component="td" sx={{ ...cell, textAlign: 'end', whiteSpace: 'nowrap', fontWeight: figure.name === 'payable' ? 700 : 400 }} data-testid={`printed-total-${figure.name}`}>
                <bdi dir="ltr">{amountText(figure.value, context)}</bdi>
              </Box>
            </tr>
          ))}
          {balance && (
            <tr data-testid="printed-remaining">
              <Box component="th" sx={{ ...cell, textAlign: 'start', bgcolor: 'var(--print-head, #eee)', fontWeight: 600 }}>
                {t('printing.remainingBalance')}
              </Box>
              <Box component="td" sx={{ ...cell, textAlign: 'end', whiteSpace: 'nowrap' }}>
                <bdi dir="ltr">{amountText(balance.value, context)}</bdi> {t(`persons.remain_stateOptions.${balance.state}`)}
              </Box>
            </tr>
          )}
        </tbody>
      </Box>
    </Box>
  );
}

/** Beside print on an invoice's printout: its 80 mm roll print and its public link. */
function InvoicePrintActions(props: { id: number; document: LoadedDocument }) {
  return (
    <>
      <RollPrintLink id={props.id} />
      <InvoiceShareButton {...props} />
    </>
  );
}

/** The printed parts of an invoice of any type; its signatures the seller's and the buyer's. */
export const printedInvoice: PrintedParts = {
  Head: InvoiceHead,
  Foot: InvoiceFoot,
  useLines: useInvoiceLines,
  signatures: ['invoiceScreens.sellerSignature', 'invoiceScreens.buyerSignature'],
  // Spec 02: an invoice prints in templates 1 to 6 and 8.
  templates: [1, 2, 3, 4, 5, 6, 8],
  remaining: true,
  namesBusiness: true,
  Actions: InvoicePrintActions,
  slip: {
    title: 'invoiceScreens.warehouseSlip',
    action: 'invoiceScreens.warehousePrint',
    omitted: ['fee', 'discount', 'discountPercent', 'tax', 'unit_cost', 'taxable', 'total'],
    signatures: ['invoiceScreens.storekeeperSignature', 'invoiceScreens.receiverSignature'],
  },
};

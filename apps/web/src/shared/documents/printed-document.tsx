import type { DocumentDefinition } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import type { Language } from '@hesab/i18n';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormatContext } from '../fields/format-context.ts';
import { fieldSpec } from '../fields/registry.ts';
import type { LoadedDocument } from './document-api.ts';
import { dateText } from './document-fields.ts';
import type { DocumentLayout } from './document-layout.ts';
import type { DocumentScreens } from './document-screens.ts';
import { DocumentLinesView } from './document-lines-view.tsx';
import { printTitle } from './document-titles.ts';
import type { LineShape } from './line-values.ts';
import { pageRule, sheetLook } from '../print/print-look.ts';
import { usePrinted } from '../print/print-settings.ts';
import { usePrintedBusiness, type PrintedBusiness } from '../print/printed-business.ts';
import { printFontFaces, printFontFamily } from '../print/print-font.ts';

/** The class of the printed sheet: on paper it is all there is, the app's frame and buttons left out. */
export const printSheetClass = 'document-sheet';

/**
 * On paper the sheet is all there is: every element that neither holds the sheet nor is in it goes, and those that
 * hold it lose their frame's spacing, heights and scrolling, so the sheet flows from the page's top over as many
 * pages as it takes.
 */
export const printStyles = (page: Pick<ReturnType<typeof pageRule>, '@page'>) => [
  ...printFontFaces,
  {
    '@media print': {
      ...page,
      'html, body': { background: '#fff !important' },
      [`body *:not(:has(.${printSheetClass})):not(.${printSheetClass}):not(.${printSheetClass} *)`]: { display: 'none !important' },
      [`body *:has(.${printSheetClass})`]: {
        display: 'block !important',
        position: 'static !important',
        overflow: 'visible !important',
        height: 'auto !important',
        minHeight: '0 !important',
        maxWidth: 'none !important',
        width: 'auto !important',
        margin: '0 !important',
        padding: '0 !important',
        border: '0 !important',
        boxShadow: 'none !important',
        transform: 'none !important',
      },
      [`.${printSheetClass}`]: {
        boxShadow: 'none !important',
        border: 'none !important',
        borderRadius: '0 !important',
        padding: '0 !important',
        color: '#000',
        background: '#fff',
        maxWidth: 'none !important',
      },
    },
  },
];

interface PrintedDocumentProps {
  definition: DocumentDefinition;
  layout: DocumentLayout;
  shape: LineShape | null;
  /** what titles the document: its kind's, or its variant's (a purchase among invoices) */
  screens: DocumentScreens;
  document: LoadedDocument;
}

/** The business's codes, address and phone in one line, those it has. */
export function businessLines(business: PrintedBusiness, t: TFunction, language: Language) {
  const profile = business.profile;
  if (!profile) return [];
  const digits = (value: string) => localizeDigits(value, language);
  return [
    { label: t('printing.economicCode'), value: digits(profile.economic_code), key: 'economic-code' },
    { label: t('printing.nationalId'), value: digits(profile.national_id), key: 'national-id' },
    { label: t('printing.registrationNumber'), value: digits(profile.registration_number), key: 'registration-number' },
    { label: t('printing.postalCode'), value: digits(profile.postal_code), key: 'postal-code' },
    { label: t('printing.phone'), value: digits(profile.phone), key: 'phone' },
    { label: t('printing.address'), value: profile.address, key: 'address' },
  ].filter((line) => line.value !== '');
}

function BusinessLine({ business }: { business: PrintedBusiness }) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const lines = businessLines(business, t, context.language);
  if (lines.length === 0) return null;
  return (
    <Typography sx={{ fontSize: 12 }} data-testid="printed-business-profile">
      {lines.map((line, index) => (
        <span key={line.key}>
          {index > 0 && ' — '}
          {line.label}: <bdi>{line.value}</bdi>
        </span>
      ))}
    </Typography>
  );
}

function HeaderItem({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Typography component="span" sx={{ fontWeight: 700 }}>
        {label}:
      </Typography>
      <Typography component="span" data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

const asRead = (document: LoadedDocument) => document;

/**
 * A document as it goes on paper: business, number, date, state, header fields (or the kind's own head), lines, the
 * kind's foot and the signatures row.
 */
export function PrintedDocument({ definition, layout, shape, screens, document }: PrintedDocumentProps) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const printed = layout.printed;
  const settings = usePrinted();
  const slip = settings.slip ? printed?.slip : undefined;
  const signatures = slip?.signatures ?? printed?.signatures ?? ['documents.preparedBy', 'documents.checkedBy', 'documents.approvedBy'];
  const business = usePrintedBusiness();
  // The layout is the page's for good, so the hook is the same one on every render.
  const useLines = printed?.useLines ?? asRead;
  const lined = useLines(document);
  const omitted = new Set([...(settings.content ? [] : ['description']), ...(settings.warehouse ? [] : ['entrepot']), ...(slip?.omitted ?? [])]);
  return (
    <Box
      className={printSheetClass}
      sx={{
        bgcolor: 'background.paper',
        color: 'text.primary',
        p: { xs: 1.5, sm: 3 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        ...sheetLook(settings),
        '&, & *': { fontFamily: `'${printFontFamily}', Vazirmatn, sans-serif !important` },
      }}
      data-testid="printed-document"
      data-template={settings.template}
      data-scheme={settings.scheme}
    >
      <GlobalStyles styles={printStyles(pageRule(settings))} />
      <Box className="printed-title" sx={{ textAlign: 'center', mb: 2 }}>
        {business.logo && <Box component="img" src={business.logo} alt="" sx={{ display: 'block', mx: 'auto', maxHeight: 64, maxWidth: 200, mb: 1 }} data-testid="printed-logo" />}
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }} data-testid="printed-business">
          {business.name}
        </Typography>
        {/* An invoice names the seller's codes in its own box; other documents under the name. */}
        {!printed?.namesBusiness && <BusinessLine business={business} />}
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} data-testid="printed-title">
          {slip ? t(slip.title) : printTitle(screens, layout, t)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <HeaderItem
          label={t('documents.number')}
          value={localizeDigits(String(document.number), context.language)}
          testId="printed-number"
        />
        <HeaderItem label={t('documents.date')} value={dateText(document.date, context)} testId="printed-date" />
        <HeaderItem
          label={t('documents.state')}
          value={`${t(`documents.states.${document.state}`)}${document.locked ? ` (${t('documents.locked')})` : ''}`}
          testId="printed-state"
        />
      </Box>
      {printed ? <printed.Head document={document} /> : definition.fields.map((field) => {
        const value = document[field.name];
        if (value === null || value === undefined || value === '') return null;
        const text = typeof value === 'string' && field.type.startsWith('text') ? value : fieldSpec(field).text(value, field, context, document);
        return (
          <Typography key={field.name} sx={{ mb: 1.5, whiteSpace: 'pre-line' }} dir="auto" data-testid={`printed-${field.name}`}>
            <Box component="span" sx={{ fontWeight: 700 }}>
              {t(field.label)}:{' '}
            </Box>
            {text}
          </Typography>
        );
      })}
      {shape && <DocumentLinesView definition={definition} layout={layout} shape={shape} document={lined} variant="print" omitted={omitted} />}
      {printed?.Foot && !slip && <printed.Foot document={document} />}
      <Box
        sx={{ display: 'grid', gridTemplateColumns: `repeat(${String(signatures.length)}, 1fr)`, gap: 2, mt: 6, textAlign: 'center', breakInside: 'avoid' }}
        data-testid="printed-signatures"
      >
        {signatures.map((key) => (
          <Box key={key}>
            <Typography sx={{ fontWeight: 700 }}>{t(key)}</Typography>
            <Box sx={{ mt: 5, mx: 2, borderBlockStart: '1px dotted', borderColor: 'text.secondary' }} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

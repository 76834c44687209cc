import { printSearch, type DocumentDefinition, type PrintSettings, type RouteName } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import EditIcon from '@mui/icons-material/Edit';
import PrintIcon from '@mui/icons-material/Print';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { NotFoundPage } from '../errors/not-found-page.tsx';
import { AmountPrecision, useFormatContext } from '../fields/format-context.ts';
import { DebouncedTextField } from '../resources/debounced-text-field.tsx';
import { useKeyShortcut } from '../hooks/use-key-shortcut.ts';
import { PdfButtons } from '../print/pdf-buttons.tsx';
import { PrintSettingsPanel } from '../print/print-settings-panel.tsx';
import { PrintSettingsContext, usePrintSettings } from '../print/print-settings.ts';
import { after, printOpenDelayMs, printZoomOf } from '../print/print-timing.ts';
import { useAutoPrint } from '../print/use-auto-print.ts';
import { documentQueryKeys, fetchDocument, fetchDocumentPage } from './document-api.ts';
import { dateText } from './document-fields.ts';
import { useDocumentPrecision } from './document-currency.ts';
import type { DocumentLayout } from './document-layout.ts';
import { listTotalText } from './document-columns.tsx';
import { documentFormPath, documentIdOf, documentListPath, documentPrintPath } from './document-paths.ts';
import { isOfVariant, screensOf, variantQuery, type DocumentScreens } from './document-screens.ts';
import { PrintedDocument } from './printed-document.tsx';
import { lineShapeOf, type LineShape } from './line-values.ts';

interface KindProps {
  definition: DocumentDefinition;
  layout: DocumentLayout;
  shape: LineShape | null;
  /** the page's: the kind's, or its variant's when the route prints one variant only (a sale's) */
  screens: DocumentScreens;
  /** the printout's route where the definition names none */
  print?: RouteName;
}

/** The screens of a read document: its own variant's, where the kind has variants (a purchase printed among invoices). */
function screensOfDocument({ definition, screens, print }: KindProps, document: Readonly<Record<string, unknown>>): DocumentScreens {
  const variants = definition.variants;
  if (!variants || screens.variant) return screens;
  const value = document[variants.field];
  return typeof value === 'string' && variants.routes[value] ? screensOf(definition, value, print) : screens;
}

/** Without an id the print screen finds the document by its number or description. */
function FindDocument(kind: KindProps) {
  const { definition, screens } = kind;
  const { t } = useTranslation();
  const context = useFormatContext();
  const [search, setSearch] = useState('');
  const found = useQuery({
    queryKey: documentQueryKeys.list(definition, { search, perPage: 10, purpose: 'print', ...variantQuery(screens) }),
    queryFn: () => fetchDocumentPage(definition, { search, perPage: 10, page: 1, ...variantQuery(screens) }),
    enabled: search !== '',
  });
  const rows = found.data?.data ?? [];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 640 }} data-testid="print-find">
      <Stack spacing={2}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('menu.printDocument')}
        </Typography>
        <Typography color="text.secondary">{t('documents.findToPrint')}</Typography>
        <DebouncedTextField search value={search} onCommit={setSearch} delayMs={600} label={t('list.search')} testId="print-find-search" />
        {found.isFetching && <LinearProgress />}
        {search !== '' && !found.isFetching && rows.length === 0 && (
          <Typography color="text.secondary" data-testid="list-empty">
            {t('list.empty')}
          </Typography>
        )}
        <List dense disablePadding>
          {rows.map((row) => {
            const amount = listTotalText(definition, row, context);
            const description = typeof row.description === 'string' ? row.description : '';
            return (
              <ListItemButton key={row.id} component={Link} to={documentPrintPath(screensOfDocument(kind, row), row.id) ?? ''} data-testid="print-find-row">
                <ListItemText
                  primary={`${t('documents.number')} ${localizeDigits(String(row.number), context.language)} — ${dateText(row.date, context)}`}
                  secondary={
                    <>
                      {amount !== null && <bdi dir="ltr">{amount}</bdi>}
                      {description ? ` — ${description}` : ''}
                    </>
                  }
                />
              </ListItemButton>
            );
          })}
        </List>
      </Stack>
    </Paper>
  );
}

/**
 * Prints in a window of its own (F8), opened 50 ms after it is asked for: the same page with the settings in its
 * query, which prints itself once drawn.
 */
function openPrintWindow(path: string, settings: PrintSettings) {
  const search = printSearch(settings);
  search.set('autoprint', '1');
  after(printOpenDelayMs, () => window.open(`${path}?${search.toString()}`, '_blank', 'noopener'));
}

function PrintDocument({ id, ...kind }: KindProps & { id: number }) {
  const { definition, layout } = kind;
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [settings, setSettings] = usePrintSettings(definition.name, search);
  const loaded = useQuery({ queryKey: documentQueryKeys.edit(definition, id), queryFn: () => fetchDocument(definition, id), staleTime: 0 });
  // A document in another currency prints its amounts in that currency's decimals.
  const precision = useDocumentPrecision(loaded.data ?? {});
  const ready = loaded.isSuccess;
  const path = documentPrintPath(kind.screens, id);
  useKeyShortcut({ key: 'F8' }, () => path !== null && openPrintWindow(path, settings), ready);
  useAutoPrint(search.get('autoprint') === '1' && ready);
  if (loaded.isPending) return <LinearProgress />;
  if (loaded.isError) return <Alert severity="error">{t('errors.loadFailed')}</Alert>;
  if (!isOfVariant(kind.screens, loaded.data)) return <NotFoundPage />;
  const screens = screensOfDocument(kind, loaded.data);
  const printed = layout.printed;
  const columns = new Set(definition.lines?.columns.map((column) => column.name));
  const toggles = [
    ...(printed?.remaining ? (['remaining'] as const) : []),
    ...(columns.has('description') ? (['content'] as const) : []),
    ...(columns.has('entrepot') ? (['warehouse'] as const) : []),
  ];
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100, '@media print': { zoom: printZoomOf(window.screen) } }} data-testid="document-print-page">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, '@media print': { display: 'none' } }}>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => path !== null && openPrintWindow(path, settings)} data-testid="print-now">
          {t('printing.print')}
        </Button>
        <PdfButtons
          path={`${definition.name}/${String(id)}/pdf`}
          query={Object.fromEntries(printSearch(settings))}
          fileName={`${definition.name}-${String(loaded.data.number)}.pdf`}
        />
        {printed?.slip && (
          <Button
            variant={settings.slip ? 'contained' : 'outlined'}
            startIcon={<WarehouseIcon />}
            onClick={() => setSettings({ ...settings, slip: !settings.slip })}
            aria-pressed={settings.slip}
            data-testid="print-slip"
          >
            {t(printed.slip.action)}
          </Button>
        )}
        {printed?.Actions && <printed.Actions id={id} document={loaded.data} />}
        <Button
          variant="outlined"
          startIcon={<EditIcon />}
          component={Link}
          to={documentFormPath(screens, id)}
          data-testid="print-open-document"
        >
          {t('documents.openDocument')}
        </Button>
        <Button component={Link} to={documentListPath(screens)} data-testid="print-back">
          {t('documents.backToList')}
        </Button>
      </Box>
      <PrintSettingsPanel kind={definition.name} settings={settings} onChange={setSettings} templates={printed?.templates} toggles={toggles} />
      <AmountPrecision.Provider value={precision}>
        <PrintSettingsContext.Provider value={settings}>
          <PrintedDocument document={loaded.data} {...kind} screens={screens} />
        </PrintSettingsContext.Provider>
      </AmountPrecision.Provider>
    </Stack>
  );
}

export interface DocumentPrintPageProps<D extends DocumentDefinition> {
  definition: D;
  layout?: DocumentLayout<D>;
  /** the variant the route prints (a sale's printout); any of the kind's when none */
  variant?: string;
  /** the printout's route where the definition names none */
  print?: RouteName;
}

/** A kind's print route (`<kind>/print/:id?`): the printable document, or, without an id, a search for the one to print. */
export function DocumentPrintPage<D extends DocumentDefinition>({ definition, layout = {}, variant, print }: DocumentPrintPageProps<D>) {
  const { id } = useParams();
  const shape = useMemo(() => lineShapeOf(definition, layout.hidden), [definition, layout.hidden]);
  const screens = useMemo(() => screensOf(definition, variant, print), [definition, variant, print]);
  const kind: KindProps = { definition, layout, shape, screens, print };
  if (id === undefined) return <FindDocument {...kind} />;
  const documentId = documentIdOf(id);
  return documentId === null ? <NotFoundPage /> : <PrintDocument key={documentId} id={documentId} {...kind} />;
}

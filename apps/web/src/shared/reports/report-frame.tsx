import { appRoutes, printableReports, reportPrintingParam } from '@hesab/contract';
import type { Language } from '@hesab/i18n';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation, useSearchParams } from 'react-router';
import { usePrint } from '../hooks/use-print.ts';
import { PdfButtons } from '../print/pdf-buttons.tsx';
import { ExportDialog, type ExportScope } from '../resources/export-dialog.tsx';
import { ListPageHeader } from '../resources/list-toolbar.tsx';
import { PrintArea } from '../resources/print-rows.tsx';
import type { ExportTable } from '../resources/table-columns.ts';

interface ReportFrameProps {
  /** i18n key of the title, so an English sheet gets an English title */
  titleKey: string;
  /** the period or day, under the title on screen and in print */
  subtitle: string;
  testId: string;
  filters: ReactNode;
  /** a request is under way: a thin bar over the report */
  fetching: boolean;
  /** the report is on screen, so it can be exported and printed */
  ready: boolean;
  fileName: string;
  /** the Excel sheet with headers through `t` (the header language the user chose) */
  sheet(t: TFunction, language: Language, scope: ExportScope): Promise<ExportTable>;
  /** a paged report offers the page on screen or every row; the others are whole on screen */
  offerScope?: boolean;
  /** the tables the printer gets */
  printTables(): ReactNode;
  children: ReactNode;
}

/** The report screen this is, as `GET report/pdf` names it: its route, and the id in its path. */
function useReportScreen(): { route: string; id?: string } | null {
  const { pathname } = useLocation();
  for (const route of printableReports) {
    const matched = matchPath(appRoutes[route].path, pathname);
    if (matched) return matched.params.id === undefined ? { route } : { route, id: matched.params.id };
  }
  return null;
}

/** What every report screen has: title and period, filters, export and print, a loading bar, the report. */
export function ReportFrame(props: ReportFrameProps) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const { printing, print } = usePrint();
  // The server's PDF of the report (`GET report/pdf`) opens the screen with `printing=1`: its print table, once ready.
  const [search] = useSearchParams();
  const printedByServer = search.get(reportPrintingParam) === '1' && props.ready;
  const screen = useReportScreen();
  const title = t(props.titleKey);
  return (
    <Stack spacing={2} data-testid={props.testId} sx={{ minWidth: 0 }}>
      <ListPageHeader
        title={title}
        onExport={() => setExporting(true)}
        onPrint={print}
        exportDisabled={!props.ready}
        printDisabled={!props.ready}
      >
        {screen && props.ready && <PdfButtons path="report/pdf" query={{ ...Object.fromEntries(search), ...screen }} fileName={`${screen.route}.pdf`} />}
      </ListPageHeader>
      {props.filters}
      <Typography variant="body2" color="text.secondary" data-testid="report-subtitle">
        {props.subtitle}
      </Typography>
      <Box sx={{ height: 4 }}>{props.fetching && <LinearProgress data-testid="report-loading" />}</Box>
      {props.children}
      {exporting && (
        <ExportDialog
          title={(sheetT) => sheetT(props.titleKey)}
          fileName={props.fileName}
          build={props.sheet}
          offerScope={props.offerScope ?? false}
          onClose={() => setExporting(false)}
        />
      )}
      {(printing || printedByServer) && (
        <PrintArea title={title} subtitle={props.subtitle}>
          {props.printTables()}
        </PrintArea>
      )}
    </Stack>
  );
}

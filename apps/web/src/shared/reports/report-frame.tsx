import type { Language } from '@hesab/i18n';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrint } from '../hooks/use-print.ts';
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

/** What every report screen has: title and period, filters, export and print, a loading bar, the report. */
export function ReportFrame(props: ReportFrameProps) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const { printing, print } = usePrint();
  const title = t(props.titleKey);
  return (
    <Stack spacing={2} data-testid={props.testId} sx={{ minWidth: 0 }}>
      <ListPageHeader
        title={title}
        onExport={() => setExporting(true)}
        onPrint={print}
        exportDisabled={!props.ready}
        printDisabled={!props.ready}
      />
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
      {printing && (
        <PrintArea title={title} subtitle={props.subtitle}>
          {props.printTables()}
        </PrintArea>
      )}
    </Stack>
  );
}

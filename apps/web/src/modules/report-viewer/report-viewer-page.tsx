import { appRoutes, invoiceReportRoutes, isRouteName, reportDefinitions, type RouteName } from '@hesab/contract';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';

/** The screens a saved report's link may name: the report engine's and the invoice reports'. */
const reportRoutes: ReadonlySet<RouteName> = new Set([...reportDefinitions.map((report) => report.route), ...invoiceReportRoutes.map((report) => report.route)]);

/**
 * reportViewer (spec 01 section 2, /reportViewer/index?report=<screen>&<its parameters>): a saved report's link opens
 * that report with the parameters it was saved with, on the report's own screen, whose permission guards it.
 */
export function ReportViewerPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const report = search.get('report') ?? '';
  if (!isRouteName(report) || !reportRoutes.has(report)) {
    return (
      <Alert severity="warning" data-testid="report-viewer-missing">
        {t('screens.reportViewer.missing')}
      </Alert>
    );
  }
  const parameters = new URLSearchParams(search);
  parameters.delete('report');
  const query = parameters.toString();
  return <Navigate to={`${appRoutes[report].path}${query ? `?${query}` : ''}`} replace />;
}

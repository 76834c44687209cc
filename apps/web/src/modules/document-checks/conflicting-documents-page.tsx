import type { ConflictingDocument } from '@hesab/contract';
import { appRoutes } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { useRefreshKey } from '../../shared/hooks/use-refresh-key.ts';
import { PrintTable } from '../../shared/resources/print-rows.tsx';
import { ResourceTable } from '../../shared/resources/resource-table.tsx';
import { exportTable } from '../../shared/resources/table-columns.ts';
import { ReportFrame } from '../../shared/reports/report-frame.tsx';
import { checksQueryKeys, fetchConflictingDocuments } from './checks-api.ts';
import { conflictingColumns } from './conflicting-columns.ts';

/**
 * conflictingDocumentsList: the main year's documents that break a rule since they were posted (an account or
 * detail account made inactive, a date the year no longer covers), each linking to its document. F5 reads again.
 */
export function ConflictingDocumentsPage() {
  const { t } = useTranslation();
  const context = useFormatContext();
  const conflicts = useQuery({ queryKey: checksQueryKeys.conflicting, queryFn: fetchConflictingDocuments, staleTime: 0 });
  useRefreshKey(() => void conflicts.refetch());
  const rows = conflicts.data ?? [];
  const documentLink = (row: ConflictingDocument) => (
    <Link component={RouterLink} to={appRoutes.AccountingDocument.path.replace(':id?', String(row.id))} data-testid="conflict-document">
      {localizeDigits(String(row.number), context.language)}
    </Link>
  );
  return (
    <ReportFrame
      titleKey="menu.conflictingDocuments"
      subtitle={t('checks.conflictingHint')}
      testId="conflicting-documents"
      fetching={conflicts.isFetching}
      ready={conflicts.data !== undefined}
      fileName="conflicting-documents.xlsx"
      sheet={async (sheetT, language) => exportTable(conflictingColumns({ ...context, t: sheetT, language }), rows, 1, sheetT('list.rowNumber'))}
      printTables={() => <PrintTable columns={conflictingColumns(context)} rows={rows} from={1} />}
      filters={null}
    >
      {conflicts.isError && <Alert severity="error">{t('errors.loadFailed')}</Alert>}
      {conflicts.data && rows.length === 0 && (
        <Alert severity="success" data-testid="no-conflicts">
          {t('checks.noConflicts')}
        </Alert>
      )}
      {rows.length > 0 && (
        <ResourceTable
          columns={conflictingColumns(context, documentLink)}
          rows={rows}
          from={1}
          rowKey={(row) => `${row.id}-${row.problem}-${row.account_code ?? ''}`}
          loading={conflicts.isFetching}
          testId="conflicts-table"
        />
      )}
    </ReportFrame>
  );
}

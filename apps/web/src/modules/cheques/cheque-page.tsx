import { appRoutes, defaultPrintSettings, type ChequeDirection, type ChequeStatus } from '@hesab/contract';
import { localizeDigits, localizeTextDigits } from '@hesab/domain';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { chequeQueryKeys, fetchCheque, type ChequeWithHistory } from '../../shared/cheques/cheque-api.ts';
import { amountText, dateText } from '../../shared/documents/document-fields.ts';
import { documentIdOf } from '../../shared/documents/document-paths.ts';
import { printSheetClass, printStyles } from '../../shared/documents/printed-document.tsx';
import { NotFoundPage } from '../../shared/errors/not-found-page.tsx';
import { useFormatContext, type FormatContext } from '../../shared/fields/format-context.ts';
import { useGuardedNavigate } from '../../shared/navigation/use-guarded-navigate.ts';
import { pageRule } from '../../shared/print/print-look.ts';
import { PdfButtons } from '../../shared/print/pdf-buttons.tsx';
import { usePickerItem } from '../../shared/picker/use-picker-item.ts';
import { isFromList } from '../../shared/resources/list-location.ts';
import { ResourceTable } from '../../shared/resources/resource-table.tsx';
import type { TableColumn } from '../../shared/resources/table-columns.ts';
import { bankText, sourceText } from './cheque-columns.tsx';
import { ChequeStatusChip } from './cheque-status-chip.tsx';
import { ChequeStatusDialog } from './cheque-status-dialog.tsx';
import { journalPath, sourcePath, statusColors } from './cheque-statuses.ts';

const onPaper = '@media print';

/** A move's button in its status's colour; a plain one for a cheque given back. */
function moveColor(status: ChequeStatus) {
  const color = statusColors[status];
  return color === 'default' ? 'inherit' : color;
}

type HistoryRow = ChequeWithHistory['history'][number];

/** A bank account of the history by its name, read by id (the history names only the current one). */
function BankName({ id }: { id: number }) {
  const { language } = useFormatContext();
  const item = usePickerItem('bank', id);
  return <>{item?.name ?? localizeDigits(`#${id}`, language)}</>;
}

function historyColumns(context: FormatContext): TableColumn<HistoryRow>[] {
  const { t, language } = context;
  return [
    {
      id: 'status',
      header: t('cheques.status'),
      text: (row) => t(`cheques.statusOptions.${row.status}`),
      render: (row) => <ChequeStatusChip status={row.status} />,
    },
    { id: 'date', header: t('cheques.date'), text: (row) => dateText(row.date, context) },
    {
      id: 'bank',
      header: t('cheques.bankAccount'),
      text: (row) => (row.bank_account === null ? '' : String(row.bank_account)),
      render: (row) => (row.bank_account === null ? '' : <BankName id={row.bank_account} />),
    },
    {
      id: 'journal',
      header: t('cheques.journal'),
      text: (row) => (row.document_number === null ? '' : localizeDigits(String(row.document_number), language)),
      render: (row) =>
        row.document === null ? (
          ''
        ) : (
          <Link component={RouterLink} to={journalPath(row.document)} data-testid="history-journal">
            {localizeDigits(String(row.document_number ?? row.document), language)}
          </Link>
        ),
    },
    { id: 'user', header: t('cheques.user'), text: (row) => row.user ?? '' },
  ];
}

/** One detail of the cheque: its label, and its value (none shows a dash). */
function Detail({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div" data-testid={`cheque-${testId}`} sx={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Typography>
    </Box>
  );
}

function ChequeDetails({ cheque }: { cheque: ChequeWithHistory }) {
  const context = useFormatContext();
  const { t, language } = context;
  const source = sourcePath(cheque.source);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' } }}>
      <Detail label={t('cheques.sayad')} testId="sayad">
        <bdi dir="ltr">{localizeTextDigits(cheque.sayad, language)}</bdi>
      </Detail>
      <Detail label={t('fields.amount')} testId="amount">
        <bdi dir="ltr">{amountText(cheque.amount, context)}</bdi>
      </Detail>
      <Detail label={t('cheques.due')} testId="due">
        {dateText(cheque.due, context)}
      </Detail>
      <Detail label={t('fields.person')} testId="person">
        {cheque.person_label}
      </Detail>
      <Detail label={t('cheques.serial')} testId="serial">
        {cheque.serial && <bdi dir="ltr">{localizeTextDigits(cheque.serial, language)}</bdi>}
      </Detail>
      <Detail label={t('treasury.bank')} testId="bank">
        {cheque.bank && bankText(cheque, context)}
      </Detail>
      <Detail label={t('cheques.branch')} testId="branch">
        {cheque.branch}
      </Detail>
      <Detail label={t('cheques.owner')} testId="owner">
        {cheque.owner}
      </Detail>
      <Detail label={t('cheques.issueDate')} testId="issue-date">
        {cheque.issue_date && dateText(cheque.issue_date, context)}
      </Detail>
      <Detail label={t('cheques.kind')} testId="kind">
        {t(`cheques.kindOptions.${cheque.kind}`)}
      </Detail>
      <Detail label={t('cheques.bankAccount')} testId="bank-account">
        {cheque.bank_account_label}
      </Detail>
      <Detail label={t('cheques.document')} testId="source">
        {source ? (
          <Link component={RouterLink} to={source}>
            {sourceText(cheque.source, context)}
          </Link>
        ) : (
          sourceText(cheque.source, context)
        )}
      </Detail>
      {cheque.description && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Detail label={t('fields.description')} testId="description">
            {cheque.description}
          </Detail>
        </Box>
      )}
    </Box>
  );
}

function LoadedCheque({ cheque, back }: { cheque: ChequeWithHistory; back: string }) {
  const context = useFormatContext();
  const { t, language } = context;
  const guardedNavigate = useGuardedNavigate();
  const [moving, setMoving] = useState<ChequeStatus | null>(null);
  const title = `${t(cheque.direction === 'paid' ? 'cheques.paid' : 'cheques.received')} ${localizeTextDigits(cheque.sayad, language)}`;
  return (
    <Stack spacing={2} className={printSheetClass} data-testid="cheque-page" data-status={cheque.status}>
      {/* On paper (print, or the server's PDF) the cheque and its history are all there is: no moves, no buttons. */}
      <GlobalStyles styles={printStyles(pageRule(defaultPrintSettings))} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
        <Stack spacing={2.5}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            <ChequeStatusChip status={cheque.status} />
            <Box sx={{ flexGrow: 1 }} />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, [onPaper]: { display: 'none' } }}>
              {cheque.next.map((status) => (
                <Button
                  key={status}
                  variant="outlined"
                  color={moveColor(status)}
                  onClick={() => setMoving(status)}
                  data-testid={`cheque-move-${status}`}
                >
                  {t(`cheques.moves.${status}`)}
                </Button>
              ))}
            </Box>
          </Box>
          {cheque.removed && <Alert severity="info">{t('cheques.removedNote')}</Alert>}
          <ChequeDetails cheque={cheque} />
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Typography variant="h6" component="h2" sx={{ px: 2, py: 1.5 }}>
          {t('cheques.history')}
        </Typography>
        <ResourceTable
          columns={historyColumns(context)}
          rows={cheque.history}
          from={1}
          rowKey={(row) => `${row.at}-${row.status}`}
          loading={false}
          testId="cheque-history"
        />
      </Paper>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, [onPaper]: { display: 'none' } }}>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()} data-testid="cheque-print">
          {t('printing.print')}
        </Button>
        <PdfButtons path={`cheque/${String(cheque.id)}/pdf`} query={{}} fileName={`cheque-${cheque.sayad}.pdf`} />
        <Button onClick={() => guardedNavigate(back)} data-testid="cheque-back">
          {t('documents.backToList')}
        </Button>
      </Box>
      {moving && <ChequeStatusDialog cheque={cheque} status={moving} onClose={() => setMoving(null)} />}
    </Stack>
  );
}

function ChequeView({ id, direction }: { id: number; direction: ChequeDirection }) {
  const { t } = useTranslation();
  const { state } = useLocation();
  const loaded = useQuery({
    queryKey: chequeQueryKeys.one(id),
    queryFn: () => fetchCheque(id),
    // A receipt or payment edited elsewhere may have changed it.
    staleTime: 0,
  });
  if (loaded.isPending) return <LinearProgress />;
  if (loaded.isError) return <Alert severity="error">{t('errors.loadFailed')}</Alert>;
  // Each direction's page opens with its own permission: the other direction's cheque is not found here.
  if (loaded.data.direction !== direction) return <NotFoundPage />;
  const list = appRoutes[direction === 'paid' ? 'ChequePayList' : 'ChequeReceiveList'].path;
  return <LoadedCheque cheque={loaded.data} back={isFromList(state) ? state.from : list} />;
}

/** check/recieve/edit/{id} and check/pay/edit/{id}: a cheque, its history, and the changes of status it may make now. */
export function ChequePage({ direction }: { direction: ChequeDirection }) {
  const { id } = useParams();
  const chequeId = documentIdOf(id);
  return chequeId === null ? <NotFoundPage /> : <ChequeView key={chequeId} id={chequeId} direction={direction} />;
}

import { localizeDigits } from '@hesab/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import '../../shared/pieces-i18n.ts';
import { clampPage, logPageSizes, type LogPageSize } from './log-state.ts';

interface LogPaginationProps {
  page: number;
  lastPage: number;
  perPage: LogPageSize;
  total: number;
  onPage(page: number): void;
  onPerPage(perPage: LogPageSize): void;
}

function GoToPage({ lastPage, onPage }: Pick<LogPaginationProps, 'lastPage' | 'onPage'>) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const go = (event: FormEvent) => {
    event.preventDefault();
    const page = Number(text);
    if (text.trim() === '' || !Number.isFinite(page)) return;
    onPage(clampPage(page, lastPage));
    setText('');
  };
  return (
    <Box component="form" onSubmit={go} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <TextField
        size="small"
        type="number"
        label={t('pieces.common.goToPage')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { min: 1, max: Math.max(lastPage, 1), 'data-testid': 'log-go-to-page' } }}
        sx={{ width: 120 }}
      />
      <Button type="submit" size="small" variant="outlined" data-testid="log-go-to-page-submit">
        {t('pieces.common.goToPage')}
      </Button>
    </Box>
  );
}

/** Page sizes 10 to 500 (spec 02 section 9), the pages, and a go-to-page field. */
export function LogPagination({ page, lastPage, perPage, total, onPage, onPerPage }: LogPaginationProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const number = (value: number) => localizeDigits(String(value), language);
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 1 }}
      data-testid="log-pagination"
    >
      <TablePagination
        component="div"
        count={total}
        page={Math.max(page - 1, 0)}
        onPageChange={(_event, zeroBased) => onPage(zeroBased + 1)}
        rowsPerPage={perPage}
        rowsPerPageOptions={logPageSizes.map((size) => ({ value: size, label: number(size) }))}
        onRowsPerPageChange={(event) => {
          // Typed as text, the select hands over the option's value, a number.
          const size = logPageSizes.find((each) => each === Number(event.target.value));
          if (size) onPerPage(size);
        }}
        labelRowsPerPage={t('pieces.common.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) =>
          t('pieces.common.displayedRows', { from: number(from), to: number(to), count: number(count) })
        }
        slotProps={{ select: { inputProps: { 'data-testid': 'log-per-page' } } }}
        sx={{ border: 0 }}
      />
      <GoToPage lastPage={lastPage} onPage={onPage} />
    </Box>
  );
}

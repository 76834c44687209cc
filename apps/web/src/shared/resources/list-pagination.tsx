import { perPageOptions } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language.ts';
import type { Page } from '../api/wire.ts';
import type { PerPage } from '../lists/list-params.ts';

interface ListPaginationProps {
  page: number;
  lastPage: number;
  perPage: PerPage;
  total: number;
  /** the row number of the page's first row */
  from: number;
  rowCount: number;
  onPage(page: number): void;
  onPerPage(perPage: PerPage): void;
}

function GoToPage({ lastPage, onPage }: { lastPage: number; onPage(page: number): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const go = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const page = Math.trunc(Number(text));
    if (!Number.isFinite(page) || text.trim() === '') return;
    // Spec 02: the page-jump field takes 1 at least and the page count at most.
    onPage(Math.min(Math.max(page, 1), Math.max(lastPage, 1)));
    setText('');
  };
  return (
    // noValidate: a page past the end is clamped to the last page, not refused by the browser.
    <Box component="form" noValidate onSubmit={go} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <TextField
        size="small"
        type="number"
        label={t('list.goToPage')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { min: 1, max: Math.max(lastPage, 1), 'data-testid': 'list-go-to-page' } }}
        sx={{ width: 110 }}
      />
      <Button type="submit" size="small" variant="outlined" data-testid="list-go-to-page-submit">
        {t('list.go')}
      </Button>
    </Box>
  );
}

/** Page sizes 10 to 500, the pages, "rows x-y of z" and a go-to-page field. */
export function ListPagination(props: ListPaginationProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const number = (value: number) => localizeDigits(String(value), language);
  const first = props.rowCount === 0 ? 0 : props.from;
  const last = props.rowCount === 0 ? 0 : props.from + props.rowCount - 1;
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: 1.5, justifyContent: 'space-between' }}
      data-testid="list-pagination"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={t('list.perPage')}
          value={String(props.perPage)}
          onChange={(event) => {
            const size = perPageOptions.find((option) => String(option) === event.target.value);
            if (size) props.onPerPage(size);
          }}
          slotProps={{ htmlInput: { 'data-testid': 'list-per-page' } }}
          sx={{ width: 110 }}
        >
          {perPageOptions.map((option) => (
            <MenuItem key={option} value={String(option)}>
              {number(option)}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary" data-testid="list-range">
          {t('list.range', { from: number(first), to: number(last), total: number(props.total) })}
        </Typography>
      </Box>
      <Pagination
        count={Math.max(props.lastPage, 1)}
        page={props.page}
        onChange={(_event, page) => props.onPage(page)}
        siblingCount={0}
        color="primary"
        size="small"
        renderItem={(item) => <PaginationItem {...item} page={item.page === null ? null : number(item.page)} />}
        getItemAriaLabel={(type, page) =>
          type === 'page' ? t('list.pageLabel', { page: number(page ?? 0) }) : t(`list.${type}Page`)
        }
        data-testid="list-pages"
      />
      <GoToPage lastPage={props.lastPage} onPage={props.onPage} />
    </Box>
  );
}

/** The pagination's counts from a page answer, or from the requested page until the answer arrives. */
export function pagingOf(answer: Omit<Page<unknown>, 'data'> | undefined, requestedPage: number, rowCount: number) {
  return {
    page: answer?.current_page ?? requestedPage,
    lastPage: answer?.last_page ?? 1,
    total: answer?.total ?? 0,
    from: answer?.from ?? 1,
    rowCount,
  };
}

import FilterListIcon from '@mui/icons-material/FilterList';
import GridOnIcon from '@mui/icons-material/GridOn';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { localizeDigits } from '@hesab/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language.ts';
import { DebouncedTextField } from './debounced-text-field.tsx';

/** Spec 01 section 9: list searches wait for 1000 ms without typing. */
const searchDelayMs = 1000;

interface ExportPrintButtonsProps {
  onExport(): void;
  onPrint(): void;
  /** true when there is nothing to export */
  exportDisabled?: boolean;
  /** true when there is nothing to print */
  printDisabled: boolean;
  exportTestId: string;
  printTestId: string;
  exportIcon?: ReactNode;
}

/** The Excel export and print buttons every list offers. */
export function ExportPrintButtons(props: ExportPrintButtonsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        variant="outlined"
        startIcon={props.exportIcon ?? <GridOnIcon />}
        onClick={props.onExport}
        disabled={props.exportDisabled}
        data-testid={props.exportTestId}
      >
        {t('list.export')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<PrintIcon />}
        onClick={props.onPrint}
        disabled={props.printDisabled}
        data-testid={props.printTestId}
      >
        {t('list.print')}
      </Button>
    </>
  );
}

interface ListPageHeaderProps extends Omit<ExportPrintButtonsProps, 'exportTestId' | 'printTestId'> {
  title: string;
  /** a screen's own buttons, before export and print */
  children?: ReactNode;
}

/** A screen's heading, its buttons at the end of the line. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A list screen's heading with its buttons. */
export function ListPageHeader({ title, children, ...buttons }: ListPageHeaderProps) {
  return (
    <PageHeader title={title}>
      {children}
      <ExportPrintButtons {...buttons} exportTestId="list-export" printTestId="list-print" />
    </PageHeader>
  );
}

interface ListSearchRowProps {
  /** the committed search, e.g. from the URL */
  search: string;
  onSearch(search: string): void;
  /** the screen's filters, after the search box */
  children?: ReactNode;
  /** how many filters hold a value, told on the button that unfolds them on a phone */
  activeFilters?: number;
}

/**
 * A list screen's search box and filters. On a phone the filters would push the list below the fold: they fold
 * behind one button beside the search.
 */
export function ListSearchRow({ search, onSearch, children, activeFilters = 0 }: ListSearchRowProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [unfolded, setUnfolded] = useState(false);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <Box sx={{ flex: { xs: 1, sm: 'none' }, minWidth: 0 }}>
        <DebouncedTextField
          search
          value={search}
          onCommit={onSearch}
          delayMs={searchDelayMs}
          label={t('list.search')}
          testId="list-search"
        />
      </Box>
      {children && (
        <>
          <Button
            variant={activeFilters > 0 ? 'contained' : 'outlined'}
            startIcon={<FilterListIcon />}
            onClick={() => setUnfolded((open) => !open)}
            aria-expanded={unfolded}
            sx={{ display: { xs: 'inline-flex', sm: 'none' }, minHeight: 56 }}
            data-testid="list-filters-toggle"
          >
            {activeFilters > 0
              ? t('list.filtersActive', { n: localizeDigits(String(activeFilters), language) })
              : t('list.filters')}
          </Button>
          <Box sx={{ display: { xs: unfolded ? 'block' : 'none', sm: 'contents' }, width: { xs: '100%' } }}>{children}</Box>
        </>
      )}
    </Box>
  );
}

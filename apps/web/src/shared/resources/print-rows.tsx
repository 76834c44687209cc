import { localizeDigits } from '@hesab/domain';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Portal from '@mui/material/Portal';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language.ts';
import type { TableColumn } from './table-columns.ts';

interface PrintRowsProps<Row> {
  title: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  from: number;
}

/** While printing, the page shows only the print table (dialogs included, they are body children too). */
const printStyles = {
  '.print-area': { display: 'none' },
  '@media print': {
    'body > *:not(.print-area)': { display: 'none !important' },
    '.print-area': { display: 'block' },
  },
} as const;

const cellSx = { border: '1px solid #999', px: 1, py: 0.5, textAlign: 'start', verticalAlign: 'top' } as const;

/** The printable table of the rows on screen: no paging, a row-number column 5% wide (spec 02). */
export function PrintRows<Row>({ title, columns, rows, from }: PrintRowsProps<Row>) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Portal>
      <GlobalStyles styles={printStyles} />
      <Box className="print-area" data-testid="print-table" sx={{ p: 2, color: '#000' }}>
        <Typography variant="h6" component="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 12 }}>
          <thead>
            <tr>
              <Box component="th" sx={{ ...cellSx, width: '5%' }}>
                {t('list.rowNumber')}
              </Box>
              {columns.map((column) => (
                <Box component="th" key={column.id} sx={cellSx}>
                  {column.header}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                <Box component="td" sx={cellSx}>
                  {localizeDigits(String(from + index), language)}
                </Box>
                {columns.map((column) => (
                  <Box
                    component="td"
                    key={column.id}
                    dir="auto"
                    sx={column.multiline ? { ...cellSx, whiteSpace: 'pre-line' } : cellSx}
                  >
                    {column.text(row)}
                  </Box>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Portal>
  );
}

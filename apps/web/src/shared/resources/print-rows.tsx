import type { Field, ResourceRecord } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Portal from '@mui/material/Portal';
import Typography from '@mui/material/Typography';
import type { FormatContext } from '../fields/format-context.ts';
import { fieldSpec } from '../fields/registry.ts';

interface PrintRowsProps {
  title: string;
  columns: readonly Field[];
  rows: readonly ResourceRecord[];
  from: number;
  context: FormatContext;
}

/** While printing, the page shows only the print table; on screen the table is hidden. */
const printStyles = {
  '.print-area': { display: 'none' },
  '@media print': {
    'body > *:not(.print-area)': { display: 'none !important' },
    '.print-area': { display: 'block' },
  },
} as const;

const cellSx = { border: '1px solid #999', px: 1, py: 0.5, textAlign: 'start', verticalAlign: 'top' } as const;

/** The printable table of the rows on screen: no paging, a row-number column 5% wide (spec 02). */
export function PrintRows({ title, columns, rows, from, context }: PrintRowsProps) {
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
                #
              </Box>
              {columns.map((field) => (
                <Box component="th" key={field.name} sx={cellSx}>
                  {context.t(field.label)}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                <Box component="td" sx={cellSx}>
                  {localizeDigits(String(from + index), context.language)}
                </Box>
                {columns.map((field) => (
                  <Box component="td" key={field.name} sx={cellSx}>
                    {fieldSpec(field).text(row[field.name], field, context, row)}
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

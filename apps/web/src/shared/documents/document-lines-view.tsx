import type { DocumentDefinition, LineColumn } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useFormatContext, type FormatContext } from '../fields/format-context.ts';
import { fieldSpec } from '../fields/registry.ts';
import type { DocumentLayout, LineCell } from './document-layout.ts';
import { amountText } from './document-fields.ts';
import { cellText, isAmountColumn, linesOf, pickedItem, reckonedColumns, shownColumns, type EditedLine, type LineShape } from './line-values.ts';

interface DocumentLinesViewProps {
  definition: DocumentDefinition;
  layout: DocumentLayout;
  shape: LineShape;
  document: Readonly<Record<string, unknown>>;
  /** `print`: hairlines and a smaller type, for paper, in the sheet's colours (print-look.ts) */
  variant: 'screen' | 'print';
  /** columns the print leaves out (the rows' descriptions or warehouses, as the print dialog says) */
  omitted?: ReadonlySet<string>;
}

function cellContent(column: LineColumn, line: EditedLine, context: FormatContext, own: LineCell | undefined) {
  if (own) return own.text(line, context);
  if (column.type === 'reference') {
    const name = pickedItem(line, column.name)?.name ?? '';
    // A record the read could not name is shown by its number, in the language's digits.
    return name.startsWith('#') ? localizeDigits(name, context.language) : name;
  }
  if (isAmountColumn(column)) {
    const text = cellText(line, column.name);
    return text === '' ? '' : <bdi dir="ltr">{fieldSpec(column).text(text, column, context, {})}</bdi>;
  }
  if (column.type === 'text') return cellText(line, column.name);
  return fieldSpec(column).text(line.values[column.name], column, context, {});
}

/** A cell with nothing to print: nothing picked, an empty box, no text. */
function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === false || (typeof value === 'string' && value.trim() === '');
}

/**
 * A saved document's lines as a plain table (a permanent document on screen, and the printed document): the row
 * number, the layout's leading columns, the shown and reckoned columns with the amounts last, and the totals under
 * the amounts.
 */
export function DocumentLinesView({ definition, layout, shape, document, variant, omitted }: DocumentLinesViewProps) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const print = variant === 'print';
  const border = print ? '1px solid var(--print-line, #555)' : '1px solid';
  const cellSx = {
    border,
    borderColor: print ? undefined : 'divider',
    px: 1,
    py: 0.75,
    textAlign: 'start',
    verticalAlign: 'top',
  } as const;
  const amountSx = { ...cellSx, whiteSpace: 'nowrap', width: '14%' } as const;
  const headSx = { ...cellSx, fontWeight: 700, bgcolor: print ? 'var(--print-head, #eee)' : 'action.hover' } as const;
  const lines = linesOf(shape, document);
  const totals = definition.totals ?? [];
  // On paper a column no line fills (and no total sums) takes no room: an invoice's rows without a description.
  const filled = (column: LineColumn) =>
    !omitted?.has(column.name) &&
    (!print || totals.some((total) => total.column === column.name) || lines.some((line) => !isEmptyValue(line.values[column.name])));
  const shown = [...shownColumns(shape), ...reckonedColumns(shape, layout.reckoned)].filter(filled);
  // On paper, as in a ledger, the amounts come last.
  const columns = [...shown.filter((column) => !isAmountColumn(column)), ...shown.filter(isAmountColumn)];
  const leading = layout.leading ?? [];
  const cells: Partial<Record<string, LineCell>> = layout.cells ?? {};
  const totalOf = (column: LineColumn) => totals.find((total) => total.column === column.name);
  const textColumns = 1 + leading.length + columns.filter((column) => !isAmountColumn(column)).length;

  return (
    // On paper and a wide screen a table the page's width; on a phone's screen each line a card of its columns, each
    // named, so no column is cut off (the shared invoice at 390 px).
    <Box>
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: print ? 'var(--print-font, 12px)' : 14,
          '@media screen and (max-width: 599.95px)': {
            '& thead': { display: 'none' },
            '& tbody, & tfoot, & tr': { display: 'block' },
            '& tr': { border, mb: 1 },
            '& td': { display: 'flex', justifyContent: 'space-between', gap: 1, width: 'auto', border: 'none', py: 0.25 },
            '& td[data-label]::before': { content: 'attr(data-label)', fontWeight: 700, whiteSpace: 'nowrap' },
          },
        }}
        data-testid="document-lines-view"
      >
        <thead>
          <tr>
            <Box component="th" sx={{ ...headSx, width: '5%' }}>
              {t('list.rowNumber')}
            </Box>
            {leading.map((column) => (
              <Box component="th" key={column.id} sx={{ ...headSx, width: '10%' }}>
                {t(column.label)}
              </Box>
            ))}
            {columns.map((column) => (
              <Box component="th" key={column.name} sx={isAmountColumn(column) ? { ...headSx, width: '14%' } : headSx}>
                {t(column.label)}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={line.key} data-testid="document-view-line">
              <Box component="td" sx={cellSx}>
                {localizeDigits(String(index + 1), context.language)}
              </Box>
              {leading.map((column) => (
                <Box component="td" key={column.id} sx={cellSx} data-label={t(column.label)}>
                  {column.text(line, context)}
                </Box>
              ))}
              {columns.map((column) => (
                <Box
                  component="td"
                  key={column.name}
                  sx={isAmountColumn(column) ? amountSx : cellSx}
                  dir={isAmountColumn(column) ? undefined : 'auto'}
                  data-label={t(column.label)}
                >
                  {cellContent(column, line, context, cells[column.name])}
                </Box>
              ))}
            </tr>
          ))}
        </tbody>
        {totals.length > 0 && (
          <tfoot>
            <tr>
              <Box component="td" colSpan={textColumns} sx={{ ...headSx, textAlign: 'end' }}>
                {t('documents.total')}
              </Box>
              {columns.filter(isAmountColumn).map((column) => {
                const total = totalOf(column);
                const value = total ? document[total.name] : undefined;
                return (
                  <Box
                    component="td"
                    key={column.name}
                    sx={{ ...amountSx, fontWeight: 700 }}
                    data-label={t(column.label)}
                    data-testid={total ? `document-view-${total.name.replaceAll('_', '-')}` : undefined}
                  >
                    {typeof value === 'string' && <bdi dir="ltr">{amountText(value, context)}</bdi>}
                  </Box>
                );
              })}
            </tr>
          </tfoot>
        )}
      </Box>
    </Box>
  );
}

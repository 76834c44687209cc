import { localizeDigits } from '@hesab/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useCallback, useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '../../shared/fields/field-input.tsx';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import type { PickerItem } from '../../shared/picker/picker-api.ts';
import { Picker } from '../../shared/picker/picker.tsx';
import type { DocumentErrors, DocumentMessage } from './document-errors.ts';
import { lineAmountField } from './document-fields.ts';
import { isBlankLine, isRecordLine, lineCells, type AmountSide, type DocumentLine, type LineCell } from './document-lines.ts';
import { cardCellSx, gridCellSx, gridColumnWidths, gridMinWidth, gridPhoneSx, lineCardSx } from './grid-cell-style.ts';
import { cellAttribute, gridMove, readCellAttribute, type CellPosition } from './grid-navigation.ts';

export interface DocumentGridProps {
  lines: readonly DocumentLine[];
  errors: DocumentErrors['lines'];
  disabled: boolean;
  describe(message: DocumentMessage): string;
  onPick(line: number, cell: 'account' | 'detail', item: PickerItem | null): void;
  onAmount(line: number, side: AmountSide, text: string): void;
  onDescription(line: number, text: string): void;
  onAdd(): void;
  onRemove(line: number): void;
}

/** The form the money boxes belong to, as the field registry asks of every input. */
const amountResource = 'accountingDocument';

function cellIndex(cell: LineCell): number {
  return lineCells.indexOf(cell);
}

interface GridCellProps {
  line: number;
  cell: LineCell;
  /** none: the cell takes the width left over */
  width?: number;
  children: ReactNode;
}

/** A cell that Enter and Tab can find again: `data-cell` is its line and cell. */
function GridCell({ line, cell, width, children }: GridCellProps) {
  return (
    <TableCell
      sx={[{ width, verticalAlign: 'top', px: 0.5, py: 0.75 }, cardCellSx(cell)]}
      data-cell={cellAttribute({ line, cell: cellIndex(cell) })}
      data-testid={`line-${line}-${cell}`}
    >
      <Box sx={gridCellSx}>{children}</Box>
    </TableCell>
  );
}

/**
 * The editable lines of a document: account and detail pickers, debit and credit money boxes, a description.
 * Enter and Tab walk the cells (Shift goes back); leaving the last cell of a filled last line adds a line.
 */
export function DocumentGrid(props: DocumentGridProps) {
  const { lines, errors, disabled, describe } = props;
  const { t } = useTranslation();
  const { language } = useLanguage();
  const tableRef = useRef<HTMLTableElement>(null);
  const pendingFocus = useRef<CellPosition | null>(null);

  const focusCell = useCallback((position: CellPosition) => {
    const input = tableRef.current?.querySelector<HTMLInputElement>(`[data-cell="${cellAttribute(position)}"] input`);
    if (!input) return;
    // The money boxes select what they hold on focus, so typing replaces the amount.
    input.focus();
  }, []);

  useEffect(() => {
    const pending = pendingFocus.current;
    if (pending && pending.line < lines.length) {
      pendingFocus.current = null;
      focusCell(pending);
    }
  }, [lines.length, focusCell]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if ((event.key !== 'Enter' && event.key !== 'Tab') || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target;
    if (!(target instanceof HTMLInputElement)) return;
    const position = readCellAttribute(target.closest('[data-cell]')?.getAttribute('data-cell'));
    if (!position) return;
    if (event.key === 'Enter') {
      // The picker took it to choose an option.
      if (event.defaultPrevented) return;
      // An open picker list with nothing highlighted waits for a choice; Enter must not submit the document.
      if (target.getAttribute('aria-expanded') === 'true') {
        event.preventDefault();
        return;
      }
    }
    const move = gridMove(position, lines.length, event.shiftKey);
    const last = lines[lines.length - 1];
    if (move.kind === 'focus') {
      event.preventDefault();
      focusCell(move.to);
    } else if (move.kind === 'new-line' && last && !isBlankLine(last)) {
      event.preventDefault();
      pendingFocus.current = { line: lines.length, cell: 0 };
      props.onAdd();
    } else if (event.key === 'Enter') {
      // Enter never submits the document from the grid: that is the save button's, or shift+F3's.
      event.preventDefault();
    }
  };

  const message = (line: number, cell: LineCell): string | undefined => {
    const found = errors[line]?.[cell];
    return found ? describe(found) : undefined;
  };

  const amountCell = (line: DocumentLine, index: number, side: AmountSide) => (
    <GridCell line={index} cell={side} width={gridColumnWidths[side]}>
      <FieldInput
        field={lineAmountField(side, index)}
        value={line[side]}
        onChange={(value) => props.onAmount(index, side, typeof value === 'string' ? value : '')}
        onBlur={() => undefined}
        label={`${t(`documents.${side}`)} ${localizeDigits(String(index + 1), language)}`}
        error={message(index, side)}
        disabled={disabled || isRecordLine(line)}
        values={{}}
        resource={amountResource}
      />
    </GridCell>
  );

  const pickerCell = (line: DocumentLine, index: number, cell: 'account' | 'detail') => (
    <GridCell line={index} cell={cell} width={gridColumnWidths[cell]}>
      <Picker
        select={cell}
        name={`rows.${index}.${cell}`}
        label={`${t(`documents.${cell}`)} ${localizeDigits(String(index + 1), language)}`}
        size="small"
        value={line[cell]}
        onChange={(item) => props.onPick(index, cell, item)}
        allowAdd={false}
        required={cell === 'account'}
        error={message(index, cell)}
        disabled={disabled || isRecordLine(line)}
        testId={`line-${index}-${cell}-picker`}
      />
    </GridCell>
  );

  return (
    <Box>
      {/* Wider than a narrow window the grid scrolls sideways inside its box; on a phone each line is a card. */}
      <Box sx={{ overflowX: 'auto', border: { sm: 1 }, borderColor: { sm: 'divider' }, borderRadius: 1 }}>
        <Table
          size="small"
          ref={tableRef}
          onKeyDown={onKeyDown}
          data-testid="document-grid"
          sx={[{ tableLayout: 'fixed', width: '100%', minWidth: gridMinWidth }, gridPhoneSx]}
        >
          <TableHead>
            <TableRow sx={{ '& th': { whiteSpace: 'nowrap', fontWeight: 600 } }}>
              <TableCell sx={{ width: gridColumnWidths.row }}>{t('list.rowNumber')}</TableCell>
              <TableCell sx={{ width: gridColumnWidths.code }}>{t('documents.accountCode')}</TableCell>
              <TableCell sx={{ width: gridColumnWidths.account }}>{t('documents.account')}</TableCell>
              <TableCell sx={{ width: gridColumnWidths.detail }}>{t('documents.detail')}</TableCell>
              <TableCell sx={{ width: gridColumnWidths.debit }}>{t('documents.debit')}</TableCell>
              <TableCell sx={{ width: gridColumnWidths.credit }}>{t('documents.credit')}</TableCell>
              <TableCell>{t('documents.lineDescription')}</TableCell>
              <TableCell sx={{ width: gridColumnWidths.remove }} aria-label={t('list.actions')} />
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line, index) => (
              <TableRow key={line.key} data-testid="document-line" sx={lineCardSx}>
                <TableCell sx={[{ color: 'text.secondary', verticalAlign: 'top', pt: 2 }, cardCellSx('row')]}>
                  {localizeDigits(String(index + 1), language)}
                </TableCell>
                <TableCell sx={[{ verticalAlign: 'top', pt: 2 }, cardCellSx('code')]} data-testid={`line-${index}-code`}>
                  {line.account ? localizeDigits(line.account.label, language) : ''}
                </TableCell>
                {pickerCell(line, index, 'account')}
                {pickerCell(line, index, 'detail')}
                {amountCell(line, index, 'debit')}
                {amountCell(line, index, 'credit')}
                <GridCell line={index} cell="description">
                  <TextField
                    fullWidth
                    name={`rows.${index}.description`}
                    label={`${t('documents.lineDescription')} ${localizeDigits(String(index + 1), language)}`}
                    value={line.description}
                    onChange={(event) => props.onDescription(index, event.target.value)}
                    disabled={disabled || isRecordLine(line)}
                    error={message(index, 'description') !== undefined}
                    helperText={message(index, 'description')}
                    slotProps={{ htmlInput: { dir: 'auto', maxLength: 500 } }}
                  />
                </GridCell>
                <TableCell sx={[{ verticalAlign: 'top', px: 0.5, pt: 1 }, cardCellSx('remove')]}>
                  <Tooltip title={t('documents.removeLine')}>
                    <span>
                      <IconButton
                        size="small"
                        onClick={() => props.onRemove(index)}
                        disabled={disabled || isRecordLine(line)}
                        aria-label={t('documents.removeLine')}
                        data-testid={`line-${index}-remove`}
                      >
                        <DeleteOutlinedIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Button
        startIcon={<AddIcon />}
        onClick={() => {
          pendingFocus.current = { line: lines.length, cell: 0 };
          props.onAdd();
        }}
        disabled={disabled}
        sx={{ mt: 1 }}
        data-testid="document-add-line"
      >
        {t('documents.addLine')}
      </Button>
    </Box>
  );
}

import type { DocumentDefinition, LineColumn } from '@hesab/contract';
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
import { FieldInput } from '../fields/field-input.tsx';
import { useFormatContext } from '../fields/format-context.ts';
import { fieldSpec } from '../fields/registry.ts';
import { useKeyShortcut } from '../hooks/use-key-shortcut.ts';
import { Picker } from '../picker/picker.tsx';
import type { DocumentErrors, DocumentMessage } from './document-errors.ts';
import type { DocumentLayout, LineCell, Reckoning } from './document-layout.ts';
import { cardCellSx, cardPlaceOf, gridCellSx, gridPhoneSx, gridWidths, lineCardSx, removeWidth, rowNumberWidth, type CardPlace } from './grid-cell-style.ts';
import { cellAttribute, gridMove, readCellAttribute, type CellPosition } from './grid-navigation.ts';
import { cellText, isAmountColumn, isBlankLine, pickedItem, reckonedColumns, type EditedLine, type HeaderValues, type LineShape } from './line-values.ts';

export interface LineGridProps {
  definition: DocumentDefinition;
  layout: DocumentLayout;
  shape: LineShape;
  /** the columns shown and edited, in the order Enter and Tab walk them */
  columns: readonly LineColumn[];
  lines: readonly EditedLine[];
  errors: DocumentErrors['lines'];
  disabled: boolean;
  describe(message: DocumentMessage): string;
  /** what the kind works out of the document on screen: its lines' reckoned cells */
  reckoning?: Reckoning;
  /** the document's header as it stands, for the kind's own cells */
  header: HeaderValues;
  /** the document edited; none for a new one */
  documentId?: number;
  onCell(line: number, column: string, value: unknown, carried?: Readonly<Record<string, unknown>>): void;
  onAdd(): void;
  onRemove(line: number): void;
}

interface GridCellProps {
  line: number;
  column: string;
  /** its index among the editable columns */
  index: number;
  place: CardPlace;
  /** none: the cell takes the width left over */
  width?: number;
  children: ReactNode;
}

/** A cell that Enter and Tab can find again: `data-cell` is its line and cell. */
function GridCell({ line, column, index, place, width, children }: GridCellProps) {
  return (
    <TableCell
      sx={[{ width, verticalAlign: 'top', px: 0.5, py: 0.75 }, cardCellSx(place)]}
      data-cell={cellAttribute({ line, cell: index })}
      data-testid={`line-${line}-${column}`}
    >
      <Box sx={gridCellSx}>{children}</Box>
    </TableCell>
  );
}

/** What takes the focus in a cell: its box, or its button (a cheque's, which opens its dialog). */
const cellControl = ':is(input, button)';

/**
 * The keyboard line grid of a document, for any column list of its definition: a picker in a reference cell, the
 * registry's box in an amount, date, choice or cheque cell, a text box in a text cell, or the kind's own cell. Enter
 * and Tab walk the cells (Shift goes back), passing over locked ones; leaving the last cell of a filled last line adds
 * a line, and so does F2 wherever the focus is. Enter never submits the document: that is the save button's, or
 * shift+F3's; on a cell's button it presses the button. The layout's reckoned columns follow, shown, not edited.
 */
export function LineGrid(props: LineGridProps) {
  const { definition, layout, shape, columns, lines, errors, disabled, describe } = props;
  const { t } = useTranslation();
  const context = useFormatContext();
  const { language } = context;
  const tableRef = useRef<HTMLTableElement>(null);
  const pendingFocus = useRef<CellPosition | null>(null);
  // How many lines there are now, for a cell that moves on after an answer from the server (a scanned barcode).
  const lineCount = useRef(lines.length);
  useEffect(() => {
    lineCount.current = lines.length;
  }, [lines.length]);
  const leading = layout.leading ?? [];
  const reckoned = reckonedColumns(shape, layout.reckoned);
  // The reckoned columns follow the amounts they are worked out from (a row's total after its VAT), before the rest.
  const lastAmount = columns.findLastIndex(isAmountColumn);
  const split = lastAmount === -1 ? columns.length : lastAmount + 1;
  const heads = [...columns.slice(0, split), ...reckoned, ...columns.slice(split)];
  const widths = gridWidths([...columns, ...reckoned], leading.map((column) => column.width), layout.widths);
  const linesName = shape.lines.name;
  const cells: Partial<Record<string, LineCell>> = layout.cells ?? {};

  const isLocked = (line: EditedLine, column: string) =>
    (layout.lineLocked?.(line) ?? false) || (layout.cellLocked?.(line, column) ?? false);
  const isEditable = ({ line, cell }: CellPosition) => {
    const edited = lines[line];
    const column = columns[cell];
    return edited !== undefined && column !== undefined && !isLocked(edited, column.name);
  };

  const focusCell = useCallback((position: CellPosition) => {
    const control = tableRef.current?.querySelector<HTMLElement>(`[data-cell="${cellAttribute(position)}"] ${cellControl}`);
    // The money boxes select what they hold on focus, so typing replaces the amount.
    control?.focus();
  }, []);

  useEffect(() => {
    const pending = pendingFocus.current;
    if (pending && pending.line < lines.length) {
      pendingFocus.current = null;
      focusCell(pending);
    }
  }, [lines.length, focusCell]);

  const addLine = () => {
    pendingFocus.current = { line: lineCount.current, cell: 0 };
    props.onAdd();
  };

  const nextLine = (index: number) => {
    if (index + 1 < lineCount.current) focusCell({ line: index + 1, cell: 0 });
    else if (lineCount.current < shape.lines.max) addLine();
  };
  useKeyShortcut({ key: 'F2', shift: false }, addLine, !disabled && lines.length < shape.lines.max);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if ((event.key !== 'Enter' && event.key !== 'Tab') || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    const position = readCellAttribute(target.closest('[data-cell]')?.getAttribute('data-cell'), columns.length);
    if (!position) return;
    if (event.key === 'Enter') {
      // The picker took it to choose an option; a cell's button is pressed by it.
      if (event.defaultPrevented || !(target instanceof HTMLInputElement)) return;
      // An open picker list with nothing highlighted waits for a choice; Enter must not submit the document.
      if (target.getAttribute('aria-expanded') === 'true') {
        event.preventDefault();
        return;
      }
    }
    const move = gridMove(position, lines.length, columns.length, event.shiftKey, isEditable);
    const last = lines[lines.length - 1];
    if (move.kind === 'focus') {
      event.preventDefault();
      focusCell(move.to);
    } else if (move.kind === 'new-line' && last && !isBlankLine(shape, last)) {
      event.preventDefault();
      addLine();
    } else if (event.key === 'Enter') {
      event.preventDefault();
    }
  };

  const message = (line: number, column: string): string | undefined => {
    const found = errors[line]?.[column];
    return found ? describe(found) : undefined;
  };

  const cellInput = (column: LineColumn, line: EditedLine, index: number) => {
    const name = `${linesName}.${index}.${column.name}`;
    const label = `${t(column.label)} ${localizeDigits(String(index + 1), language)}`;
    const change = (value: unknown) => props.onCell(index, column.name, value);
    const error = message(index, column.name);
    const locked = isLocked(line, column.name);
    const own = cells[column.name];
    if (own) {
      return (
        <own.Input
          line={line}
          name={name}
          label={label}
          error={error}
          disabled={disabled || locked}
          onChange={(value, carried) => props.onCell(index, column.name, value, carried)}
          index={index}
          lines={lines}
          onCellOf={(other, otherColumn, value) => props.onCell(other, otherColumn, value)}
          onNextLine={() => nextLine(index)}
          header={props.header}
          documentId={props.documentId}
        />
      );
    }
    if (column.type === 'reference') {
      return (
        <Picker
          select={column.resource}
          name={name}
          label={label}
          size="small"
          value={pickedItem(line, column.name)}
          onChange={change}
          allowAdd={false}
          required={column.required}
          error={error}
          disabled={disabled || locked}
          testId={`line-${index}-${column.name}-picker`}
        />
      );
    }
    if (column.type === 'text') {
      return (
        <TextField
          fullWidth
          name={name}
          label={label}
          value={cellText(line, column.name)}
          onChange={(event) => change(event.target.value)}
          disabled={disabled || locked}
          error={error !== undefined}
          helperText={error}
          slotProps={{ htmlInput: { dir: 'auto', maxLength: column.maxLength } }}
        />
      );
    }
    return (
      <FieldInput
        field={{ ...column, name }}
        value={line.values[column.name]}
        onChange={change}
        onBlur={() => undefined}
        label={label}
        error={error}
        disabled={disabled || locked}
        values={{}}
        resource={definition.logType}
      />
    );
  };

  /** The cell of the `at`th editable column: its place in the walk of Enter and Tab. */
  const editedCell = (column: LineColumn, at: number, line: EditedLine, index: number) => (
    <GridCell
      key={column.name}
      line={index}
      column={column.name}
      index={at}
      // A kind's own cell takes a phone card's whole row.
      place={cells[column.name] ? 'whole' : cardPlaceOf(column)}
      width={widths.columns[column.name]}
    >
      {cellInput(column, line, index)}
    </GridCell>
  );

  /** A reckoned column's cell: shown, never focused. */
  const reckonedCell = (column: LineColumn, index: number) => {
    const value = props.reckoning?.lines[index]?.[column.name];
    return (
      <TableCell
        key={column.name}
        sx={[{ verticalAlign: 'top', pt: 2, whiteSpace: 'nowrap', fontWeight: 600 }, cardCellSx(cardPlaceOf(column))]}
        data-testid={`line-${index}-${column.name}`}
      >
        {/* A phone's card has no header to name it. */}
        <Box component="span" sx={{ display: { xs: 'block', sm: 'none' }, typography: 'caption', color: 'text.secondary' }}>
          {t(column.label)}
        </Box>
        {value !== undefined && <bdi dir="ltr">{fieldSpec(column).text(value, column, context, {})}</bdi>}
      </TableCell>
    );
  };

  return (
    <Box>
      {/* Wider than a narrow window the grid scrolls sideways inside its box; on a phone each line is a card. */}
      <Box sx={{ overflowX: 'auto', border: { sm: 1 }, borderColor: { sm: 'divider' }, borderRadius: 1 }}>
        <Table
          size="small"
          ref={tableRef}
          onKeyDown={onKeyDown}
          data-testid="document-grid"
          sx={[{ tableLayout: 'fixed', width: '100%', minWidth: widths.min }, gridPhoneSx]}
        >
          <TableHead>
            {/* A narrow column's title wraps under itself rather than run into its neighbour's. */}
            <TableRow sx={{ '& th': { fontWeight: 600, verticalAlign: 'bottom', lineHeight: 1.3, px: 1 } }}>
              <TableCell sx={{ width: rowNumberWidth }}>{t('list.rowNumber')}</TableCell>
              {leading.map((column) => (
                <TableCell key={column.id} sx={{ width: column.width }}>
                  {t(column.label)}
                </TableCell>
              ))}
              {heads.map((column) => (
                <TableCell key={column.name} sx={{ width: widths.columns[column.name] }}>
                  {t(column.label)}
                </TableCell>
              ))}
              <TableCell sx={{ width: removeWidth }} aria-label={t('list.actions')} />
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line, index) => {
              const locked = layout.lineLocked?.(line) ?? false;
              return (
                <TableRow key={line.key} data-testid="document-line" sx={lineCardSx}>
                  <TableCell sx={[{ color: 'text.secondary', verticalAlign: 'top', pt: 2 }, cardCellSx('row')]}>
                    {localizeDigits(String(index + 1), language)}
                  </TableCell>
                  {leading.map((column) => (
                    <TableCell
                      key={column.id}
                      sx={[{ verticalAlign: 'top', pt: 2 }, cardCellSx('leading')]}
                      data-testid={`line-${index}-${column.id}`}
                    >
                      {column.text(line, context)}
                    </TableCell>
                  ))}
                  {columns.slice(0, split).map((column, at) => editedCell(column, at, line, index))}
                  {reckoned.map((column) => reckonedCell(column, index))}
                  {columns.slice(split).map((column, at) => editedCell(column, split + at, line, index))}
                  <TableCell sx={[{ verticalAlign: 'top', px: 0.5, pt: 1 }, cardCellSx('remove')]}>
                    <Tooltip title={t('documents.removeLine')}>
                      <span>
                        <IconButton
                          size="small"
                          onClick={() => props.onRemove(index)}
                          disabled={disabled || locked}
                          aria-label={t('documents.removeLine')}
                          data-testid={`line-${index}-remove`}
                        >
                          <DeleteOutlinedIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <Button
        startIcon={<AddIcon />}
        onClick={addLine}
        disabled={disabled || lines.length >= shape.lines.max}
        sx={{ mt: 1 }}
        title="F2"
        aria-keyshortcuts="F2"
        data-testid="document-add-line"
      >
        {t('documents.addLine')}
      </Button>
    </Box>
  );
}

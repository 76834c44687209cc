import { useCallback, useMemo, useState } from 'react';
import type { PickerItem } from '../../shared/picker/picker-api.ts';
import { afterLineRemoved, noErrors, withoutCellError, type DocumentErrors } from './document-errors.ts';
import {
  blankLine,
  documentSnapshot,
  documentTotals,
  withAmount,
  type AmountSide,
  type DocumentHeader,
  type DocumentLine,
  type DocumentTotals,
} from './document-lines.ts';

export interface DocumentDraft {
  header: DocumentHeader;
  lines: DocumentLine[];
}

export interface DocumentEditor extends DocumentDraft {
  totals: DocumentTotals;
  errors: DocumentErrors;
  isDirty: boolean;
  setDate(date: unknown): void;
  setDescription(text: string): void;
  pick(line: number, cell: 'account' | 'detail', item: PickerItem | null): void;
  setAmount(line: number, side: AmountSide, text: string): void;
  setLineDescription(line: number, text: string): void;
  addLine(): void;
  removeLine(line: number): void;
  showErrors(errors: DocumentErrors): void;
  /** what is on screen now is what the server has */
  markSaved(): void;
}

/** The document being edited: its header, its lines, the messages on them, and whether anything is unsaved. */
export function useDocumentEditor(initial: DocumentDraft): DocumentEditor {
  const [header, setHeader] = useState(initial.header);
  const [lines, setLines] = useState(initial.lines);
  const [errors, setErrors] = useState<DocumentErrors>(noErrors);
  const [saved, setSaved] = useState(() => documentSnapshot(initial.header, initial.lines));

  const changeLine = useCallback((index: number, change: (line: DocumentLine) => DocumentLine) => {
    setLines((current) => current.map((line, at) => (at === index ? change(line) : line)));
  }, []);

  const setDate = useCallback((date: unknown) => {
    setHeader((current) => ({ ...current, date }));
    setErrors((current) => ({ ...current, date: undefined }));
  }, []);

  const setDescription = useCallback((description: string) => {
    setHeader((current) => ({ ...current, description }));
    setErrors((current) => ({ ...current, description: undefined }));
  }, []);

  const pick = useCallback(
    (index: number, cell: 'account' | 'detail', item: PickerItem | null) => {
      changeLine(index, (line) => ({ ...line, [cell]: item }));
      setErrors((current) => withoutCellError(current, index, cell));
    },
    [changeLine],
  );

  const setAmount = useCallback(
    (index: number, side: AmountSide, text: string) => {
      changeLine(index, (line) => withAmount(line, side, text));
      // The totals change with any amount, so what was said of them (unbalanced) no longer holds.
      setErrors((current) => ({ ...withoutCellError(withoutCellError(current, index, 'debit'), index, 'credit'), grid: [] }));
    },
    [changeLine],
  );

  const setLineDescription = useCallback(
    (index: number, text: string) => {
      changeLine(index, (line) => ({ ...line, description: text }));
      setErrors((current) => withoutCellError(current, index, 'description'));
    },
    [changeLine],
  );

  const addLine = useCallback(() => setLines((current) => [...current, blankLine()]), []);

  const removeLine = useCallback((index: number) => {
    // The grid keeps one line at least, so there is always a cell to type in.
    setLines((current) => {
      const rest = current.filter((_line, at) => at !== index);
      return rest.length > 0 ? rest : [blankLine()];
    });
    setErrors((current) => afterLineRemoved(current, index));
  }, []);

  const markSaved = useCallback(() => setSaved(documentSnapshot(header, lines)), [header, lines]);

  const totals = useMemo(() => documentTotals(lines), [lines]);
  const isDirty = useMemo(() => documentSnapshot(header, lines) !== saved, [header, lines, saved]);

  return {
    header,
    lines,
    totals,
    errors,
    isDirty,
    setDate,
    setDescription,
    pick,
    setAmount,
    setLineDescription,
    addLine,
    removeLine,
    showErrors: setErrors,
    markSaved,
  };
}

import type { DocumentDefinition } from '@hesab/contract';
import type { Money } from '@hesab/domain';
import { useCallback, useMemo, useRef, useState } from 'react';
import { afterLineRemoved, noErrors, withoutCellErrors, withoutHeaderError, type DocumentErrors } from './document-errors.ts';
import type { DocumentLayout } from './document-layout.ts';
import {
  blankLine,
  changedCells,
  documentSnapshot,
  lineSums,
  withCell,
  type EditedLine,
  type HeaderValues,
  type LineShape,
} from './line-values.ts';

export interface DocumentDraft {
  header: HeaderValues;
  lines: EditedLine[];
}

export interface DocumentEditor extends DocumentDraft {
  /** the definition's totals over the lines on screen */
  sums: Readonly<Record<string, Money>>;
  errors: DocumentErrors;
  isDirty: boolean;
  setHeader(name: string, value: unknown): void;
  /** a cell's new value, with the line's values that come with it */
  setCell(line: number, column: string, value: unknown, carried?: Readonly<Record<string, unknown>>): void;
  addLine(): void;
  removeLine(line: number): void;
  /** every line replaced by these (a return's rows copied from the invoice it returns) */
  replaceLines(lines: EditedLine[]): void;
  showErrors(errors: DocumentErrors): void;
  /** what is on screen now is what the server has */
  markSaved(): void;
}

/** The document being edited: its header, its lines, the messages on them, and whether anything is unsaved. */
export function useDocumentEditor(
  definition: DocumentDefinition,
  layout: DocumentLayout,
  shape: LineShape | null,
  initial: DocumentDraft,
): DocumentEditor {
  const [header, setHeaderValues] = useState(initial.header);
  const [lines, setLineValues] = useState(initial.lines);
  // What a change reads, so two in one event both count and the cells a change touched are known.
  const latest = useRef(initial.lines);
  const setLines = useCallback((next: (current: EditedLine[]) => EditedLine[]) => {
    latest.current = next(latest.current);
    setLineValues(latest.current);
  }, []);
  const [errors, setErrors] = useState<DocumentErrors>(noErrors);
  const [saved, setSaved] = useState(() => documentSnapshot(definition, shape, initial.header, initial.lines));
  const { exclusive, settle } = layout;

  const setHeader = useCallback((name: string, value: unknown) => {
    setHeaderValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => withoutHeaderError(current, name));
  }, []);

  const setCell = useCallback(
    (index: number, column: string, value: unknown, carried?: Readonly<Record<string, unknown>>) => {
      const line = latest.current[index];
      if (!line) return;
      const changed = withCell(line, column, value, { exclusive, settle }, carried);
      setLines((current) => current.map((each, at) => (at === index ? changed : each)));
      const cells = changedCells(line, changed);
      // A summed column changes the totals, so what was said of them (unbalanced) no longer holds.
      const summed = (definition.totals ?? []).some((total) => cells.includes(total.column));
      setErrors((current) => {
        const cleared = withoutCellErrors(current, index, [column, ...cells]);
        return summed ? { ...cleared, grid: [] } : cleared;
      });
    },
    [definition, exclusive, settle, setLines],
  );

  const addLine = useCallback(() => {
    if (shape) setLines((current) => [...current, blankLine(shape)]);
  }, [shape, setLines]);

  const removeLine = useCallback(
    (index: number) => {
      // The grid keeps one line at least, so there is always a cell to type in.
      setLines((current) => {
        const rest = current.filter((_line, at) => at !== index);
        return rest.length > 0 || !shape ? rest : [blankLine(shape)];
      });
      setErrors((current) => afterLineRemoved(current, index));
    },
    [shape, setLines],
  );

  const replaceLines = useCallback(
    (next: EditedLine[]) => {
      setLines(() => (next.length > 0 || !shape ? next : [blankLine(shape)]));
      setErrors(noErrors);
    },
    [shape, setLines],
  );

  const markSaved = useCallback(
    () => setSaved(documentSnapshot(definition, shape, header, lines)),
    [definition, shape, header, lines],
  );

  const sums = useMemo(() => lineSums(definition, lines), [definition, lines]);
  const isDirty = useMemo(
    () => documentSnapshot(definition, shape, header, lines) !== saved,
    [definition, shape, header, lines, saved],
  );

  return { header, lines, sums, errors, isDirty, setHeader, setCell, addLine, removeLine, replaceLines, showErrors: setErrors, markSaved };
}

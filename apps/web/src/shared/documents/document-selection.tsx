import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface Selection {
  ids: ReadonlySet<number>;
  has(id: number): boolean;
  toggle(id: number): void;
  /** chooses every one of `ids`, or none of them */
  setAll(ids: readonly number[], chosen: boolean): void;
  clear(): void;
}

/** The documents chosen for a bulk command. */
export function useSelection(): Selection {
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback((id: number) => {
    setIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const setAll = useCallback((all: readonly number[], chosen: boolean) => {
    setIds((current) => {
      const next = new Set(current);
      for (const id of all) {
        if (chosen) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setIds(new Set()), []);
  return useMemo(() => ({ ids, has: (id: number) => ids.has(id), toggle, setAll, clear }), [ids, toggle, setAll, clear]);
}

interface SelectAllBoxProps {
  selection: Selection;
  /** the rows it chooses: the page on screen, or every row the screen holds */
  rowIds: readonly number[];
  label: string;
  disabled?: boolean;
}

/** Chooses or leaves every row; half-ticked while only some are chosen. */
export function SelectAllBox({ selection, rowIds, label, disabled }: SelectAllBoxProps) {
  const chosen = rowIds.filter((id) => selection.has(id)).length;
  const all = rowIds.length > 0 && chosen === rowIds.length;
  return (
    <FormControlLabel
      label={label}
      disabled={disabled || rowIds.length === 0}
      control={
        <Checkbox
          checked={all}
          indeterminate={chosen > 0 && !all}
          onChange={() => selection.setAll(rowIds, !all)}
          slotProps={{ input: { 'aria-label': label } }}
          data-testid="select-all"
        />
      }
    />
  );
}

/** A row's tick box. */
export function RowCheckbox({ selection, id, label }: { selection: Selection; id: number; label: string }) {
  const { t } = useTranslation();
  return (
    <Checkbox
      size="small"
      checked={selection.has(id)}
      onChange={() => selection.toggle(id)}
      slotProps={{ input: { 'aria-label': t('documents.chooseDocument', { number: label }) } }}
      data-testid="row-select"
    />
  );
}

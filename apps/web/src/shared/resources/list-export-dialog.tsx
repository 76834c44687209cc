import type { Language } from '@hesab/i18n';
import type { TFunction } from 'i18next';
import { ExportDialog } from './export-dialog.tsx';
import { exportTable, type TableColumn } from './table-columns.ts';

interface ListExportDialogProps<Row> {
  /** i18n key of the sheet's title */
  title: string;
  fileName: string;
  /** the columns with headers in the sheet's language */
  columns(t: TFunction, language: Language): readonly TableColumn<Row>[];
  /** the page on screen and its first row number */
  rows: readonly Row[];
  from: number;
  /** every row of the list, read again for an export of all */
  readAll(): Promise<readonly Row[]>;
  onClose(): void;
}

/** The Excel export of a server-paged list: the page on screen, or every row numbered from 1. */
export function ListExportDialog<Row>({ title, fileName, columns, rows, from, readAll, onClose }: ListExportDialogProps<Row>) {
  return (
    <ExportDialog
      title={(t) => t(title)}
      fileName={fileName}
      build={async (t, language, scope) =>
        scope === 'all'
          ? exportTable(columns(t, language), await readAll(), 1, t('list.rowNumber'))
          : exportTable(columns(t, language), rows, from, t('list.rowNumber'))
      }
      onClose={onClose}
    />
  );
}

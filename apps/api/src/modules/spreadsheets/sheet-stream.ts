import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** A column of a written sheet: its header, and how Excel shows its numbers (amounts with separators). */
export interface SheetColumn {
  header: string;
  numFmt?: string;
}

export type SheetRow = readonly (string | number)[];

export interface SheetSpec {
  title: string;
  rightToLeft: boolean;
  columns: readonly SheetColumn[];
  rows: AsyncIterable<SheetRow>;
  /** the row under the rest, in bold (a list's totals), known once every row is written */
  totals?(): SheetRow | null;
}

/** Spec 02 section 9: exported columns are 15 characters wide. */
const columnWidth = 15;

/** Excel refuses sheet names over 31 characters or with any of : \ / ? * [ ] */
function sheetName(title: string): string {
  return title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';
}

/**
 * An .xlsx written as its rows arrive: each row is committed to the zip stream and dropped, so a list of any length
 * is exported in the memory of a few rows. A failure while writing ends the stream with it.
 */
export function sheetStream(spec: SheetSpec): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(spec.title), { views: [{ rightToLeft: spec.rightToLeft, state: 'frozen', ySplit: 1 }] });
  sheet.columns = spec.columns.map((column, index) => ({ key: String(index), header: column.header, width: columnWidth, style: column.numFmt ? { numFmt: column.numFmt } : {} }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    for await (const row of spec.rows) sheet.addRow([...row]).commit();
    const totals = spec.totals?.();
    if (totals) {
      const last = sheet.addRow([...totals]);
      last.font = { bold: true };
      last.commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

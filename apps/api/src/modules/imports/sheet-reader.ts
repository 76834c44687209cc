import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { numericCellText } from '@hesab/domain';

/** A spreadsheet as text: its header row and the rows under it, each cell trimmed, empty rows left out. */
export interface ReadSheet {
  header: string[];
  /** each row with its number in the file (the header is row 1) */
  rows: { row: number; cells: string[] }[];
}

/** Arabic ي and ك as Persian ی and ک, so an imported name matches one typed here (spec 02). */
export const persianLetters = (text: string) => text.replace(/\u064a/g, '\u06cc').replace(/\u0643/g, '\u06a9');

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return numericCellText(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return '';
}

/** An .xlsx or .csv as text; null when the bytes are neither. */
export async function readSheet(bytes: Buffer, fileName: string): Promise<ReadSheet | null> {
  const workbook = new ExcelJS.Workbook();
  try {
    if (/\.csv$/i.test(fileName)) await workbook.csv.read(Readable.from(bytes));
    else await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  } catch {
    return null;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return null;
  const read: ReadSheet = { header: [], rows: [] };
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = persianLetters(cellText(cell.value).trim());
    });
    const texts = Array.from(cells, (cell) => cell ?? '');
    if (number === 1) read.header = texts;
    else if (texts.some((text) => text !== '')) read.rows.push({ row: number, cells: texts });
  });
  return read;
}

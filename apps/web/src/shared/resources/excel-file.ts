import { saveFile } from '../api/save-file.ts';
import type { ExportTable } from './table-columns.ts';

/** Spec 02: exported columns are 15 characters wide. */
const columnWidth = 15;
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel refuses sheet names over 31 characters or with any of : \ / ? * [ ] */
function sheetName(title: string): string {
  return title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';
}

/** An .xlsx of one sheet; exceljs is loaded only when someone exports. */
export async function xlsxBytes(table: ExportTable, title: string, rightToLeft: boolean): Promise<ArrayBuffer> {
  const { Workbook } = await import('exceljs');
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(sheetName(title), { views: [{ rightToLeft }] });
  sheet.columns = table.headers.map((header) => ({ header, width: columnWidth }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(table.rows);
  return workbook.xlsx.writeBuffer();
}

export function downloadXlsx(bytes: ArrayBuffer, fileName: string): void {
  saveFile(new Blob([bytes], { type: xlsxType }), fileName);
}

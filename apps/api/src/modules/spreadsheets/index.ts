export { amountFormat, asksForSheet, fieldColumn, sendListSheet, webMessage, xlsxType, type ListSheet, type ListSheetColumn } from './list-sheet.ts';
export { sheetStream, type SheetColumn, type SheetRow } from './sheet-stream.ts';

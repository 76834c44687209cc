import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { ImportDetail, ImportItem, ImportType } from '@hesab/contract';
import type { ApiClient } from './http-client.ts';

/** Spreadsheets in and out of a test server: downloads, .xlsx files written and read, and imports waited for. */
export function spreadsheetClient(baseUrl: () => string) {
  const headers = (client: ApiClient) => ({ authorization: `Bearer ${client.token ?? ''}`, domain: client.appKey ?? '' });
  const download = async (client: ApiClient, path: string) => {
    const response = await fetch(`${baseUrl()}/api/v1/${path}`, { headers: headers(client) });
    expect(response.status, path).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };
  const rowsOf = async (bytes: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(bytes).buffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  };
  const xlsxOf = async (rows: unknown[][]) => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('import').addRows(rows);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  };
  const importForm = (type: string, bytes: Buffer, name: string, refType?: string) => {
    const form = new FormData();
    form.set('type', type);
    if (refType !== undefined) form.set('ref_type', refType);
    form.set('selectedFile', new Blob([new Uint8Array(bytes)]), name);
    return form;
  };
  /** The status of `POST import` with the form. */
  const post = async (client: ApiClient, body: FormData) => (await fetch(`${baseUrl()}/api/v1/import`, { method: 'POST', headers: headers(client), body })).status;
  /** Sends a file and waits for its import to finish. */
  const imported = async (client: ApiClient, type: ImportType, bytes: Buffer, options: { name?: string; refType?: string } = {}): Promise<ImportDetail> => {
    const body = importForm(type, bytes, options.name ?? `${type}.xlsx`, options.refType);
    const response = await fetch(`${baseUrl()}/api/v1/import`, { method: 'POST', headers: headers(client), body });
    const started = (await response.json()) as ImportItem;
    expect(response.status, JSON.stringify(started)).toBe(200);
    for (;;) {
      const detail = (await client.get<ImportDetail>(`/api/v1/import/${String(started.id)}`)).body;
      if (detail.status !== 'checking' && detail.status !== 'writing') return detail;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { download, rowsOf, xlsxOf, importForm, post, imported };
}

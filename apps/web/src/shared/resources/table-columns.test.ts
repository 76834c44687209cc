import { describe, expect, it } from 'vitest';
import { exportTable, type TableColumn } from './table-columns.ts';

interface Draft {
  id: number;
  text: string;
}

const columns: TableColumn<Draft>[] = [
  { id: 'text', header: 'Text', text: (row) => row.text },
  { id: 'id', header: 'Id', text: (row) => String(row.id), cell: (row) => row.id },
];

describe('a table as an Excel sheet', () => {
  it('numbers the rows from the page start and uses the cell over the text', () => {
    expect(exportTable(columns, [{ id: 7, text: 'a' }, { id: 9, text: 'b' }], 6, '#')).toEqual({
      headers: ['#', 'Text', 'Id'],
      rows: [
        [6, 'a', 7],
        [7, 'b', 9],
      ],
    });
  });

  it('writes summary rows unnumbered before and after the numbered ones', () => {
    const table = exportTable(columns, [{ id: 7, text: 'a' }], 1, '#', {
      leading: [{ id: 0, text: 'opening' }],
      trailing: [{ id: 99, text: 'total' }],
    });
    expect(table.rows).toEqual([
      ['', 'opening', 0],
      [1, 'a', 7],
      ['', 'total', 99],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import type { Column, RowData } from '@tanstack/react-table';
import { textCell } from '../../core/rowpaint/listRows';
import type { DataTableFeatures } from './columns';
import { cellPaint } from './scrollCanvas';

type Row = { owner: string; amount: number };

const column = (def: object, accessorFn?: (row: Row) => unknown) => ({ columnDef: def, accessorFn }) as unknown as Column<DataTableFeatures, RowData>;

describe('what a cell draws on the scrolling canvas', () => {
  const row: Row = { owner: 'alice.wam', amount: 12 };

  it("takes the column's paint first", () => {
    const painted = column({ meta: { paint: (r: Row) => ({ runs: [{ text: r.owner, tone: 'accent' }] }) }, cell: () => 'ignored' }, (r) => r.owner);
    expect(cellPaint(painted, row, 0)).toEqual({ runs: [{ text: 'alice.wam', tone: 'accent' }] });
  });

  it('draws the text a renderer returns, given the row and its value', () => {
    const formatted = column(
      { cell: (cell: { getValue(): number; row: { original: Row } }) => `${cell.getValue()} for ${cell.row.original.owner}` },
      (r) => r.amount,
    );
    expect(cellPaint(formatted, row, 0)).toEqual(textCell('12 for alice.wam'));
  });

  it("falls back to the column's value when the renderer draws a component, needs more, or is absent", () => {
    const component = column({ cell: () => createElement('a', null, 'link') }, (r) => r.owner);
    const throwing = column({ cell: (cell: { table: { options: unknown } }) => String(cell.table.options) }, (r) => r.amount);
    const plain = column({}, (r) => r.owner);
    const display = column({ cell: () => null });
    expect(cellPaint(component, row, 0)).toEqual(textCell('alice.wam'));
    expect(cellPaint(throwing, row, 0)).toEqual(textCell('12'));
    expect(cellPaint(plain, row, 0)).toEqual(textCell('alice.wam'));
    expect(cellPaint(display, row, 0)).toEqual(textCell(''));
  });
});

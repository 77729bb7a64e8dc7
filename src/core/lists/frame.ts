/** A frame from the lists worker turned into rows to draw (a window's worth: the cost does not grow with the list). */
import type { CellValue, ListFrame, ListRow, ListView } from './types';

/** The frame's rows as objects, an unknown number (NaN) as null. */
export function viewOfFrame(frame: ListFrame): ListView {
  const names = Object.keys(frame.columns);
  const rows: ListRow[] = [];
  for (let i = 0; i < frame.count; i++) {
    const row: Record<string, CellValue> = {};
    for (const name of names) {
      const value = (frame.columns[name] as ArrayLike<number | bigint | string>)[i] as number | bigint | string;
      row[name] = typeof value === 'number' && Number.isNaN(value) ? null : value;
    }
    rows.push(row);
  }
  return { listId: frame.listId, version: frame.version, total: frame.total, start: frame.start, rows };
}

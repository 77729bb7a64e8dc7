import { expect, type Locator } from '@playwright/test';

/**
 * Checks that the rows drawn in a data table line up under its headers: each header cell and the
 * cell below it in every drawn row share their left and right edges (within a pixel). A whole
 * list lays its header and each row out as grids of the same tracks (src/components/dataTable),
 * not as one table, so nothing but those tracks keeps its columns straight.
 */
export async function expectRowsUnderHeaders(table: Locator): Promise<void> {
  const { headers, rows } = await table.evaluate((element) => {
    const edges = (cells: Iterable<Element>) => [...cells].map((cell) => cell.getBoundingClientRect()).map((box) => [box.left, box.right] as const);
    return {
      headers: edges(element.querySelectorAll('thead th')),
      rows: [...element.querySelectorAll('tbody tr[aria-rowindex]')].map((row) => edges(row.querySelectorAll('td'))),
    };
  });
  expect(headers.length).toBeGreaterThan(0);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(row).toHaveLength(headers.length);
    row.forEach(([left, right], index) => {
      expect(Math.abs(left - headers[index]![0])).toBeLessThanOrEqual(1);
      expect(Math.abs(right - headers[index]![1])).toBeLessThanOrEqual(1);
    });
  }
}

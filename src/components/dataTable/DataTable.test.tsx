import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineListSchema, LIST_PRESETS, ListStore, type ListRow, type ListViewRequest, type ListViewSource } from '../../core/lists';
import { HEADER_WAIT_MS } from './DataTable';
import { DataTable, dataColumnHelper, useListView } from './index';

const HOLDERS = defineListSchema({ columns: { owner: 'text', amount: 'units', share: 'number' }, key: 'owner', search: ['owner'] });
type Holder = ListRow<typeof HOLDERS.columns>;

const helper = dataColumnHelper<Holder>();
const columns = helper.columns([
  helper.accessor('owner', { header: 'Owner', meta: { sortKey: 'owner', width: '50%' } }),
  helper.accessor('amount', { header: 'Amount', cell: (cell) => `${cell.getValue()} TLM`, meta: { sortKey: 'amount', numeric: true } }),
  helper.accessor('share', {
    header: 'Share',
    cell: (cell) => (cell.getValue() === null ? '—' : `${cell.getValue()}%`),
    meta: { numeric: true, fits: true },
  }),
]);

/** A lists store holding `count` holders: `h0001.wam` … with amount = its number, as a view source that counts its requests. */
function holderSource(count: number) {
  const store = new ListStore();
  const owners = Array.from({ length: count }, (_, i) => `h${String(i + 1).padStart(6, '0')}.wam`);
  store.load('holders', HOLDERS, {
    owner: owners,
    amount: BigInt64Array.from(owners, (_, i) => BigInt(i + 1)),
    share: Float64Array.from(owners, (_, i) => (i % 2 === 0 ? NaN : i)),
  });
  const requests: ListViewRequest[] = [];
  const source: ListViewSource = {
    view: async (request) => {
      requests.push(request);
      return store.view(request);
    },
  };
  return { store, source, requests };
}

function Holders({
  source,
  pageSize,
  revision,
  onRowClick,
}: {
  source: ListViewSource;
  pageSize: number | null;
  revision?: number;
  onRowClick?: (row: Holder) => void;
}) {
  const list = useListView(LIST_PRESETS.holders);
  return (
    <>
      <input aria-label="Search holders" value={list.view.search} onChange={(event) => list.search(event.target.value)} />
      <DataTable
        source={source}
        listId="holders"
        view={list.view}
        onSort={list.sortBy}
        onPage={list.goToPage}
        columns={columns}
        pageSize={pageSize}
        rowKey={(row) => row.owner}
        label="Holders"
        emptyText="No holders yet"
        noMatchText="No holder matches the search"
        revision={revision}
        onRowClick={onRowClick}
      />
    </>
  );
}

const table = () => screen.getByRole('table', { name: 'Holders' });
const bodyRows = () =>
  within(table())
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('aria-rowindex') && row.getAttribute('aria-rowindex') !== '1');
const owners = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const header = (name: string) => within(table()).getByRole('columnheader', { name: new RegExp(name) });

let viewHeight = 320;
beforeAll(() => Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => viewHeight }));
afterAll(() => Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight'));
afterEach(() => {
  cleanup();
  viewHeight = 320;
});

describe('DataTable, paged (SPEC §9: 10 a page)', () => {
  it('shows a loader, then the first page in the preset sort, and pages through the list', async () => {
    const { source } = holderSource(25);
    render(<Holders source={source} pageSize={10} />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByText('h000025.wam')).toBeTruthy();
    expect(owners()).toEqual(Array.from({ length: 10 }, (_, i) => `h${String(25 - i).padStart(6, '0')}.wam`));
    expect(
      within(bodyRows()[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['h000025.wam', '25 TLM', '—']);
    expect(header('Amount').getAttribute('aria-sort')).toBe('descending');
    expect(header('Owner').hasAttribute('aria-sort')).toBe(false);
    expect(table().getAttribute('aria-rowcount')).toBe('26');
    expect(screen.getByText('1–10 of 25')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    // The page asked for is on its way: the table says so until its rows come.
    expect(table().getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText('h000015.wam')).toBeTruthy();
    expect(table().getAttribute('aria-busy')).toBe('false');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(await screen.findByText('h000001.wam')).toBeTruthy();
    expect(owners()).toHaveLength(5);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sorts on a header click (a new column starts desc, a second click toggles) and returns to page 1 (SPEC §4)', async () => {
    const { source } = holderSource(25);
    render(<Holders source={source} pageSize={10} />);
    await screen.findByText('h000025.wam');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('h000015.wam');
    fireEvent.click(within(header('Owner')).getByRole('button'));
    // The headers say the order of the rows shown: the amount's until the owners' order comes.
    expect(table().getAttribute('aria-busy')).toBe('true');
    expect(header('Amount').getAttribute('aria-sort')).toBe('descending');
    expect(await screen.findByText('h000025.wam')).toBeTruthy();
    expect(header('Owner').getAttribute('aria-sort')).toBe('descending');
    expect(header('Amount').hasAttribute('aria-sort')).toBe(false);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(owners()[0]).toBe('h000025.wam');
    fireEvent.click(within(header('Owner')).getByRole('button'));
    expect(await screen.findByText('h000001.wam')).toBeTruthy();
    expect(header('Owner').getAttribute('aria-sort')).toBe('ascending');
    expect(owners().slice(0, 3)).toEqual(['h000001.wam', 'h000002.wam', 'h000003.wam']);
    // A header that sorts nothing is no button.
    expect(within(header('Share')).queryByRole('button')).toBeNull();
  });

  it('shows a sort in the headers before its rows when they take longer than HEADER_WAIT_MS', async () => {
    const { source } = holderSource(25);
    let hold: Promise<void> | null = null;
    const slow: ListViewSource = { view: async (request) => (await hold, source.view(request)) };
    render(<Holders source={slow} pageSize={10} />);
    await screen.findByText('h000025.wam');
    let release = () => {};
    hold = new Promise<void>((resolve) => (release = resolve));
    fireEvent.click(within(header('Owner')).getByRole('button'));
    expect(header('Amount').getAttribute('aria-sort')).toBe('descending');
    // The rows are late: the headers say what was asked, and the table stays busy until they come.
    await waitFor(() => expect(header('Owner').getAttribute('aria-sort')).toBe('descending'), { timeout: HEADER_WAIT_MS * 10 });
    expect(header('Amount').hasAttribute('aria-sort')).toBe(false);
    expect(table().getAttribute('aria-busy')).toBe('true');
    release();
    await waitFor(() => expect(table().getAttribute('aria-busy')).toBe('false'));
    expect(owners()[0]).toBe('h000025.wam');
    expect(header('Owner').getAttribute('aria-sort')).toBe('descending');
  });

  it('searches back on page 1 and says when nothing matches, or when the list is empty', async () => {
    const { source } = holderSource(25);
    render(<Holders source={source} pageSize={10} />);
    await screen.findByText('h000025.wam');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('h000015.wam');
    fireEvent.change(screen.getByLabelText('Search holders'), { target: { value: 'H00001' } });
    await screen.findByText('1–10 of 10');
    expect(owners()[0]).toBe('h000019.wam');
    fireEvent.change(screen.getByLabelText('Search holders'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No holder matches the search')).toBeTruthy();
    cleanup();
    render(<Holders source={holderSource(0).source} pageSize={10} />);
    expect(await screen.findByText('No holders yet')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('goes to the last page there is when rows leave the list under the page shown', async () => {
    const { source, store } = holderSource(25);
    const view = render(<Holders source={source} pageSize={10} revision={1} />);
    await screen.findByText('h000025.wam');
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    await screen.findByText('h000001.wam');
    store.remove(
      'holders',
      Array.from({ length: 10 }, (_, i) => `h${String(i + 1).padStart(6, '0')}.wam`),
    );
    view.rerender(<Holders source={source} pageSize={10} revision={2} />);
    expect(await screen.findByText('h000015.wam')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(owners()).toEqual(['h000015.wam', 'h000014.wam', 'h000013.wam', 'h000012.wam', 'h000011.wam']);
  });

  it('shows the error and tries again on request', async () => {
    let failing = true;
    const { source } = holderSource(3);
    const flaky: ListViewSource = { view: (request) => (failing ? Promise.reject(new Error('No list "holders" is loaded')) : source.view(request)) };
    render(<Holders source={flaky} pageSize={10} />);
    expect(await screen.findByText('An error occured')).toBeTruthy();
    expect(screen.getByText('No list "holders" is loaded')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('h000003.wam')).toBeTruthy();
  });

  it('opens a row with a click or the keyboard when rows act', async () => {
    const opened = vi.fn();
    render(<Holders source={holderSource(3).source} pageSize={10} onRowClick={opened} />);
    await screen.findByText('h000003.wam');
    const [firstRow, secondRow] = bodyRows();
    fireEvent.click(firstRow!);
    expect(secondRow!.tabIndex).toBe(0);
    fireEvent.keyDown(secondRow!, { key: 'Enter' });
    expect(opened.mock.calls.map(([row]) => (row as Holder).owner)).toEqual(['h000003.wam', 'h000002.wam']);
  });
});

describe('DataTable, the whole list virtualised', () => {
  it("lays a whole list's rows out on the columns' tracks, a page on <col> widths, and leaves a fitting column unclipped", async () => {
    const whole = render(<Holders source={holderSource(50).source} pageSize={null} />);
    expect(await screen.findByText('h000050.wam')).toBeTruthy();
    expect(table().style.getPropertyValue('--data-table-columns')).toBe('50% minmax(0, 1fr) minmax(0, 1fr)');
    expect(table().querySelector('colgroup')).toBeNull();
    const cells = within(bodyRows()[0]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.classList.contains('data-table__cell--fits'))).toEqual([false, false, true]);
    whole.unmount();

    render(<Holders source={holderSource(50).source} pageSize={10} />);
    expect(await screen.findByText('h000050.wam')).toBeTruthy();
    expect([...table().querySelectorAll('col')].map((col) => col.style.width)).toEqual(['50%', '', '']);
    expect(table().style.getPropertyValue('--data-table-columns')).toBe('');
  });

  it('draws only the rows in view out of 100,000, asking the worker for one window per frame', async () => {
    const { source, requests } = holderSource(100_000);
    render(<Holders source={source} pageSize={null} />);
    expect(await screen.findByText('h100000.wam')).toBeTruthy();
    expect(table().getAttribute('aria-rowcount')).toBe('100001');
    // 320 px shows 10 rows of 32 px; the overscan adds a few, never the list.
    expect(bodyRows().length).toBeLessThan(30);
    // The view and its margins: one request, and one for the rows after the first answer's (a margin ahead).
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.every((request) => request.window.count <= 200)).toBe(true);
    expect(requests[1]!.window.start).toBe(requests[0]!.window.start + requests[0]!.window.count);

    const box = table().parentElement!;
    act(() => {
      // A burst of scroll events within one frame.
      for (const top of [1_000, 200_000, 1_600_000]) {
        box.scrollTop = top;
        box.dispatchEvent(new Event('scroll'));
      }
    });
    // Row 50,000 (the 50,001st largest amount) comes into view.
    expect(await screen.findByText('h050000.wam')).toBeTruthy();
    // The burst asked for its last view only (then, once, for the margin ahead of it).
    const burst = requests.slice(2);
    expect(burst.length).toBeGreaterThanOrEqual(1);
    expect(burst.length).toBeLessThanOrEqual(2);
    expect(burst.every((request) => request.window.start > 49_900)).toBe(true);
    const shown = bodyRows();
    expect(shown.length).toBeLessThan(30);
    expect(Number(shown[0]!.getAttribute('aria-rowindex'))).toBeGreaterThan(49_990);
    // The spacers above and below keep the scroll bar the length of the whole list.
    const spacers = within(table())
      .getAllByRole('row', { hidden: true })
      .filter((row) => row.classList.contains('data-table__spacer'));
    const spacerHeight = spacers.reduce((sum, row) => sum + parseFloat(row.style.height), 0);
    expect(spacerHeight + shown.length * 32).toBe(100_000 * 32);
  });

  it('redraws the elements it has when a scroll jumps, and takes the focus off a row that now shows another', async () => {
    const opened = vi.fn();
    render(<Holders source={holderSource(100_000).source} pageSize={null} onRowClick={opened} />);
    expect(await screen.findByText('h100000.wam')).toBeTruthy();
    const before = bodyRows();
    before[2]!.focus();
    expect(document.activeElement).toBe(before[2]);
    // jsdom blurs only an element it still finds focusable (a row waiting for its data has no
    // tabindex); a browser blurs any: the call is what this checks.
    const blur = vi.spyOn(before[2]!, 'blur');
    const box = table().parentElement!;
    act(() => {
      box.scrollTop = 1_600_000;
      box.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByText('h050000.wam')).toBeTruthy();
    const after = bodyRows();
    // The same elements, in the same order, now showing rows 50,000 on (the rows drawn above the
    // view there, which the top of the list had none of, are the only new ones).
    expect(after.length).toBeGreaterThan(before.length);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(Number(after[0]!.getAttribute('aria-rowindex'))).toBeGreaterThan(49_990);
    // The focused element shows another row now: the focus is taken off it, and only off it.
    expect(blur).toHaveBeenCalledTimes(1);
    expect(opened).not.toHaveBeenCalled();
  });

  it('asks again for the same window when the revision changes, and scrolls to the top on a new sort', async () => {
    const { source, requests, store } = holderSource(1_000);
    const view = render(<Holders source={source} pageSize={null} revision={1} />);
    await screen.findByText('h001000.wam');
    store.upsert('holders', { owner: ['h000001.wam'], amount: BigInt64Array.from([5_000n]), share: Float64Array.from([1]) });
    view.rerender(<Holders source={source} pageSize={null} revision={2} />);
    expect(await screen.findByText('h000001.wam')).toBeTruthy();
    expect(owners()[0]).toBe('h000001.wam');
    // A row that stays where it was but whose figures changed is drawn again.
    store.upsert('holders', { owner: ['h001000.wam'], amount: BigInt64Array.from([1_000n]), share: Float64Array.from([42]) });
    view.rerender(<Holders source={source} pageSize={null} revision={3} />);
    expect(await screen.findByText('42%')).toBeTruthy();
    const box = table().parentElement!;
    act(() => {
      box.scrollTop = 16_000;
      box.dispatchEvent(new Event('scroll'));
    });
    await screen.findByText('h000500.wam');
    fireEvent.click(within(header('Owner')).getByRole('button'));
    expect(box.scrollTop).toBe(0);
    await screen.findByText('h000999.wam');
    expect(requests.at(-1)!.sort).toEqual({ key: 'owner', dir: 'desc' });
  });
});

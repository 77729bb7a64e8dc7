import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Panel, type TabItem } from './Panel';

afterEach(cleanup);

type Side = 'bids' | 'asks' | 'all';
const SIDES: TabItem<Side>[] = [
  { id: 'bids', label: 'Bids' },
  { id: 'asks', label: 'Asks' },
  { id: 'all', label: 'All' },
];

function TabbedPanel() {
  const [side, setSide] = useState<Side>('bids');
  return (
    <Panel title="Orders" tabs={{ items: SIDES, selected: side, onSelect: setSide, label: 'Order side' }}>
      <p>showing {side}</p>
    </Panel>
  );
}

describe('Panel', () => {
  it('is a region named by its heading', () => {
    render(
      <Panel title="Order book" level={3}>
        <p>levels</p>
      </Panel>,
    );
    const region = screen.getByRole('region', { name: 'Order book' });
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Order book');
    expect(region.textContent).toContain('levels');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('makes its body the selected tab’s panel, labelled by that tab', () => {
    render(<TabbedPanel />);
    fireEvent.click(screen.getByRole('tab', { name: 'Asks' }));
    const tabpanel = screen.getByRole('tabpanel');
    expect(tabpanel.textContent).toBe('showing asks');
    expect(tabpanel.getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { name: 'Asks' }).id);
    expect(screen.getByRole('tab', { name: 'Asks' }).getAttribute('aria-controls')).toBe(tabpanel.id);
  });

  it('moves selection and focus with the arrow keys, wrapping at the ends, and keeps one tab in the tab order', () => {
    render(<TabbedPanel />);
    const list = screen.getByRole('tablist', { name: 'Order side' });
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    const all = screen.getByRole('tab', { name: 'All' });
    expect(all.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(all);
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(screen.getByRole('tabpanel').textContent).toBe('showing bids');
    fireEvent.keyDown(list, { key: 'End' });
    expect(screen.getByRole('tabpanel').textContent).toBe('showing all');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });
});

import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

afterEach(cleanup);

function fill() {
  return screen.getByRole('progressbar', { hidden: true }).firstElementChild as HTMLElement;
}

describe('ProgressBar', () => {
  it('draws the running value as a fraction of the width', () => {
    render(<ProgressBar value={40} phase="running" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(fill().style.transform).toBe('scaleX(0.4)');
  });

  it('clamps values outside 0..100', () => {
    render(<ProgressBar value={140} phase="finishing" />);
    expect(fill().style.transform).toBe('scaleX(1)');
  });

  it('is hidden from assistive technology and styled to fade out when idle', () => {
    render(<ProgressBar value={0} phase="idle" />);
    const bar = screen.getByRole('progressbar', { hidden: true });
    expect(bar.getAttribute('aria-hidden')).toBe('true');
    expect(bar.className).toContain('progress-bar--idle');
  });

  it('starts a new run from its own value instead of animating back from full', () => {
    const { rerender } = render(<ProgressBar value={100} phase="finishing" />);
    const finishedFill = fill();
    rerender(<ProgressBar value={0} phase="idle" />);
    rerender(<ProgressBar value={10} phase="running" />);
    expect(fill()).not.toBe(finishedFill);
    expect(fill().style.transform).toBe('scaleX(0.1)');
  });
});

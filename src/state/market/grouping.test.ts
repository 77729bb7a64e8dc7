import { describe, expect, it } from 'vitest';
import { createBookGrouping } from './grouping';

describe('the book grouping the page chose', () => {
  it('tells the worker each step, and goes back to none for another market', async () => {
    const sent: bigint[] = [];
    const grouping = createBookGrouping({ client: () => ({ setGrouping: async (step) => void sent.push(step) }), warn: () => undefined });
    expect(grouping.step.value).toBe(1n);
    await grouping.set(1_000n);
    expect(grouping.step.value).toBe(1_000n);
    await grouping.set(-5n);
    expect(grouping.step.value).toBe(1n);
    await grouping.set(100n);
    grouping.reset();
    grouping.reset();
    expect([grouping.step.value, sent]).toEqual([1n, [1_000n, 1n, 100n, 1n]]);
  });

  it('warns, never throws, when the worker cannot be told', async () => {
    const warnings: string[] = [];
    const grouping = createBookGrouping({ client: () => ({ setGrouping: () => Promise.reject(new Error('gone')) }), warn: (m) => void warnings.push(m) });
    await grouping.set(10n);
    expect(warnings).toEqual(['could not group the book: Error: gone']);
  });
});

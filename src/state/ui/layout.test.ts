import { beforeEach, describe, expect, it } from 'vitest';
import { layoutDisabled, syncLayoutFromUrl } from './layout';

describe('syncLayoutFromUrl', () => {
  beforeEach(() => {
    layoutDisabled.value = false;
  });

  it('disables the layout only for disable_layout=true', () => {
    syncLayoutFromUrl('?network=wax');
    expect(layoutDisabled.value).toBe(false);
    syncLayoutFromUrl('?network=wax&disable_layout=true');
    expect(layoutDisabled.value).toBe(true);
    syncLayoutFromUrl('?disable_layout=false');
    expect(layoutDisabled.value).toBe(false);
  });

  it('keeps an embedded page without its layout when a screen rewrites its URL without the query', () => {
    syncLayoutFromUrl('?disable_layout=true');
    syncLayoutFromUrl('');
    expect(layoutDisabled.value).toBe(true);
  });
});

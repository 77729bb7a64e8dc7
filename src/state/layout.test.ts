import { describe, expect, it } from 'vitest';
import { layoutDisabled, syncLayoutFromUrl } from './layout';

describe('syncLayoutFromUrl', () => {
  it('disables the layout only for disable_layout=true', () => {
    syncLayoutFromUrl('?network=wax&disable_layout=true');
    expect(layoutDisabled.value).toBe(true);
    syncLayoutFromUrl('?disable_layout=false');
    expect(layoutDisabled.value).toBe(false);
    syncLayoutFromUrl('?disable_layout=true');
    syncLayoutFromUrl('');
    expect(layoutDisabled.value).toBe(false);
  });
});

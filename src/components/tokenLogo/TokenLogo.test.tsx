import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LogoLoader } from './logoLoader';
import { TokenLogo } from './TokenLogo';

/** A loader the test settles by hand. */
function fakeLoader() {
  const classes = new Map<string, string>();
  const listeners = new Map<string, Set<() => void>>();
  const loader: LogoLoader = {
    logoClass: (url) => classes.get(url) ?? null,
    subscribe(url, listener) {
      if (!listeners.has(url)) listeners.set(url, new Set());
      listeners.get(url)!.add(listener);
      return () => listeners.get(url)!.delete(listener);
    },
  };
  return {
    loader,
    ready(url: string, logoClass: string) {
      classes.set(url, logoClass);
      act(() => listeners.get(url)?.forEach((listener) => listener()));
    },
    followers: (url: string) => listeners.get(url)?.size ?? 0,
  };
}

describe('TokenLogo', () => {
  it('shows the ticker’s letters until its logo is decoded, then the logo', () => {
    const fake = fakeLoader();
    const { container } = render(<TokenLogo ticker="ALIEN" logo="/tlm.svg" size={20} className="pair-logos__logo" loader={fake.loader} />);
    const badge = () => container.firstElementChild as HTMLElement;
    expect(badge().dataset.letters).toBe('ALI');
    expect(badge().className).toBe('token-logo token-logo--letters pair-logos__logo');
    fake.ready('/tlm.svg', 'token-logo--image-7');
    expect(badge().dataset.letters).toBeUndefined();
    expect(badge().className).toBe('token-logo token-logo--image token-logo--image-7 pair-logos__logo');
    expect(badge().style.width).toBe('20px');
  });

  it('asks for nothing when the token has no logo, and stops following when it leaves', () => {
    const fake = fakeLoader();
    const none = render(<TokenLogo ticker="WAX" logo="" loader={fake.loader} />);
    expect((none.container.firstElementChild as HTMLElement).dataset.letters).toBe('WAX');
    expect(fake.followers('')).toBe(0);
    const one = render(<TokenLogo ticker="TLM" logo="/tlm.svg" loader={fake.loader} />);
    expect(fake.followers('/tlm.svg')).toBe(1);
    one.unmount();
    expect(fake.followers('/tlm.svg')).toBe(0);
  });
});

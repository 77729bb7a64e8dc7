import { describe, expect, it } from 'vitest';
import { tradeKeyAction, type TradeKeyContext } from './keys';

const at = (key: string, where: Partial<TradeKeyContext> = {}) =>
  tradeKeyAction({ key, modifier: false, inTextField: false, inTradeForm: false, modalOpen: false, ...where });

describe('tradeKeyAction', () => {
  it('focuses a form on B or S and toggles the key list on ?', () => {
    expect(at('b')).toBe('focusBuy');
    expect(at('S')).toBe('focusSell');
    expect(at('?')).toBe('help');
    expect(at('x')).toBeNull();
  });

  it('never takes a letter typed into a field, nor a key with a modifier or under a modal', () => {
    expect(at('b', { inTextField: true })).toBeNull();
    expect(at('?', { inTextField: true, inTradeForm: true })).toBeNull();
    expect(at('s', { modifier: true })).toBeNull();
    expect(at('Enter', { inTradeForm: true, modalOpen: true })).toBeNull();
  });

  it('places on Enter and clears on Esc inside a form, fields included, and not elsewhere', () => {
    expect(at('Enter', { inTradeForm: true, inTextField: true })).toBe('place');
    expect(at('Escape', { inTradeForm: true, inTextField: true })).toBe('clear');
    expect(at('Enter')).toBeNull();
    expect(at('Escape')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { errorMessage } from './errorText';

describe('errorMessage', () => {
  it('reads errors and other values', () => {
    expect(errorMessage(new Error('x'))).toBe('x');
    expect(errorMessage(42)).toBe('42');
  });
});

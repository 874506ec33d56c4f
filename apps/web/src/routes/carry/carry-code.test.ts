import { describe, expect, it } from 'vitest';
import { carryCodeOf } from './carry-code.ts';

describe('carryCodeOf', () => {
  it('reads the code of a whole link', () => {
    expect(carryCodeOf('#AbCdEfGhIjKlMnOpQrStUv')).toBe('AbCdEfGhIjKlMnOpQrStUv');
  });

  it('refuses a link cut short, an empty fragment and anything else', () => {
    expect(carryCodeOf('#AbCdEf')).toBeNull();
    expect(carryCodeOf('')).toBeNull();
    expect(carryCodeOf('#not a code at all, no')).toBeNull();
  });
});

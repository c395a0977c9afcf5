import { describe, expect, it } from 'vitest';
import { convertToPln } from './conversion';

describe('convertToPln', () => {
  it('multiplies exactly and rounds half up to grosze', () => {
    expect(convertToPln(99_999, '4.243100')).toBe(424_306); // 4243.057569 PLN
    expect(convertToPln(15_000, '4.243100')).toBe(63_647); // 636.465 → 636.47
    expect(convertToPln(1, '0.500000')).toBe(1); // 0.005 → 0.01
    expect(convertToPln(1, '0.499999')).toBe(0);
    expect(convertToPln(123_456_789, '4.5519')).toBe(561_962_958); // no floating point drift
    expect(convertToPln(-15_000, '4.2431')).toBe(-63_647);
  });

  it('refuses what is not a rate', () => {
    expect(() => convertToPln(100, '4,2431')).toThrow();
    expect(() => convertToPln(100, '1e3')).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { totalOf } from './totals';

describe('totalOf', () => {
  it('adds money in cents, exactly', () => {
    const rows = Array.from({ length: 10 }, () => ({ amount: 0.1 }));
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).not.toBe(1);
    expect(totalOf(rows, (r) => r.amount)).toBe(1);
    expect(totalOf([{ amount: 900.72 }, { amount: -0.02 }, { amount: 909.59 }], (r) => r.amount)).toBe(1810.29);
    expect(totalOf([], () => 1)).toBe(0);
  });
});

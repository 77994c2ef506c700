// The largest-remainder spread that makes a rate's VAT (P_14_x) add up to the cent over its lines.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spreadCents } from '../../../../src/modules/invoices/sources/ksef/ksef-spread.ts';

const cents = fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n });

describe('spreadCents', () => {
  it('adds up to the total exactly, each part within one cent of its proportional share', () => {
    fc.assert(
      fc.property(
        cents,
        fc.array(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), { minLength: 1, maxLength: 40 }).filter((weights) => weights.reduce((a, b) => a + b, 0n) !== 0n),
        (total, weights) => {
          const parts = spreadCents(total, weights);
          expect(parts).toHaveLength(weights.length);
          expect(parts.reduce((a, b) => a + b, 0n)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0n);
          // |part − total × weight / sum| < 1, in integers: |part × sum − total × weight| < |sum|.
          const magnitude = sum < 0n ? -sum : sum;
          for (const [index, part] of parts.entries()) {
            const error = part * sum - total * (weights[index] ?? 0n);
            expect(error < 0n ? -error : error).toBeLessThan(magnitude);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('adds up to the total exactly whatever the weights, zero sums and all-zero weights included', () => {
    fc.assert(
      fc.property(cents, fc.array(fc.bigInt({ min: -1000n, max: 1000n }), { minLength: 1, maxLength: 10 }), (total, weights) => {
        expect(spreadCents(total, weights).reduce((a, b) => a + b, 0n)).toBe(total);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives the cents the floors leave to the largest remainders, the earlier part on a tie', () => {
    // 10.03 over 18.00 and 25.60: shares 4.1408 and 5.8892 → 4.14 and 5.89 (FA_3_Przykład_24).
    expect(spreadCents(1003n, [1800n, 2560n])).toEqual([414n, 589n]);
    expect(spreadCents(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(spreadCents(-100n, [1n, 1n, 1n])).toEqual([-33n, -33n, -34n]);
    expect(spreadCents(0n, [5n, 7n])).toEqual([0n, 0n]);
  });

  it('keeps proportions with weights of both signs (a settlement’s lines and the advance it deducts)', () => {
    // P_14_2 22 414.21 over 307 500.00 and −27 322.41 (FA_3_Przykład_14): 24 600.00 and −2 185.79.
    expect(spreadCents(2241421n, [30750000n, -2732241n])).toEqual([2460000n, -218579n]);
  });

  it('takes magnitudes when the weights cancel out, and equal parts when they are all zero', () => {
    expect(spreadCents(10n, [100n, -100n])).toEqual([5n, 5n]);
    expect(spreadCents(7n, [0n, 0n])).toEqual([4n, 3n]);
    expect(spreadCents(5n, [])).toEqual([]);
  });
});

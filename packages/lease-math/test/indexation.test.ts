import { describe, expect, it } from 'vitest';
import { increaseRateOf, rentByLeaseYear } from '../src/indexation.ts';

describe('indexation of the rent per lease year', () => {
  it.each([
    [100_000, 0, 0, []],
    [100_000, 0, 1, [100_000]],
    [100_000, 0, 3, [100_000, 100_000, 100_000]],
    [123_457, 3, 0, []],
    [100_000, 3, 1, [100_000]],
    [100_000, 3, 4, [100_000, 103_000, 106_090, 109_273]],
    [0, 3, 2, [0, 0]],
  ])('a rent of %i cents indexed by %d %% over %i years is %j', (rent, percent, years, expected) => {
    expect(rentByLeaseYear(rent, percent, years)).toStrictEqual(expected);
  });

  it.each([
    // 10 × 1.05 = 10.5 and 200 × 1.05² = 220.5: true half cents, rounded up.
    [10, 5, 2, [10, 11]],
    [200, 5, 3, [200, 210, 221]],
    // 500 × 1.001 = 500.5 exactly, though the doubles 0.1 / 100 would give 500.49999….
    [500, 0.1, 2, [500, 501]],
    [150, 1, 2, [150, 152]],
  ])('rounds a true half cent away from zero: %i cents at %d %% over %i years is %j', (rent, percent, years, expected) => {
    expect(rentByLeaseYear(rent, percent, years)).toStrictEqual(expected);
  });

  it('keeps every digit of a long product: 2 097 152 × 1.25^11 = 24 414 062.5 rounds to 24 414 063', () => {
    // 1.25^11 has 22 significant digits; with the 20 of a default Decimal the tie falls to …062.
    expect(rentByLeaseYear(2_097_152, 25, 12)).toStrictEqual([
      2_097_152, 2_621_440, 3_276_800, 4_096_000, 5_120_000, 6_400_000, 8_000_000, 10_000_000, 12_500_000, 15_625_000,
      19_531_250, 24_414_063,
    ]);
  });

  it.each([
    [0, 0],
    [2.5, 0.025],
    [3, 0.03],
    [1.1, 0.011],
    [0.1, 0.001],
    [100, 1],
  ])('writes an indexation of %d %% as the increase rate %d, without binary noise', (percent, rate) => {
    expect(increaseRateOf(percent)).toBe(rate);
  });
});

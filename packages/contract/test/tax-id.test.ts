import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractorInput, isValidTaxId, normalizeTaxId, taxIdMessageKeys } from '../src/index.ts';

const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
const checkDigit = (nine: number[]) => weights.reduce((sum, w, i) => sum + w * (nine[i] ?? 0), 0) % 11;

describe('tax id (NIP)', () => {
  it('accepts a known valid NIP typed with dashes and spaces', () => {
    expect(normalizeTaxId('526-000-12 69')).toBe('5260001269');
    expect(isValidTaxId('5260001269')).toBe(true);
  });

  it('accepts every NIP built with its check digit and rejects every other last digit', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }), (nine) => {
        const check = checkDigit(nine);
        for (let last = 0; last <= 9; last++) {
          expect(isValidTaxId(nine.join('') + last)).toBe(check !== 10 && last === check);
        }
      }),
    );
  });

  it('names the rule broken, on the taxId field', () => {
    const messageOf = (raw: string) => {
      const parsed = contractorInput.safeParse({ name: 'X', taxId: raw });
      return parsed.success ? null : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    };
    expect(messageOf('')).toEqual([`taxId: ${taxIdMessageKeys.required}`]);
    expect(messageOf('12345')).toEqual([`taxId: ${taxIdMessageKeys.format}`]);
    expect(messageOf('5260001268')).toEqual([`taxId: ${taxIdMessageKeys.checksum}`]);
    expect(messageOf('526 000 12 69')).toBeNull();
  });

  it('rejects unknown fields', () => {
    expect(contractorInput.safeParse({ name: 'X', taxId: '5260001269', tenantId: 2 }).success).toBe(false);
  });
});

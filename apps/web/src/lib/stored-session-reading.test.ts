import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readStoredSession } from './session-store';

/** The zod schema the session was read with before the first page dropped zod: the reading must not change. */
const standard = z
  .union([z.literal(0), z.literal(1), z.string()])
  .transform((value) => (value === 1 || String(value).toUpperCase() === 'IFRS16' ? 'IFRS16' : 'CSI'));
const formerReading = z.object({
  token: z.string().min(1),
  logo: z.string().nullish().transform((v) => v ?? null),
  role: z
    .string()
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(['administrator', 'user'])),
  name: z.string().nullish().transform((v) => v ?? ''),
  accountingStandard: standard.nullish().transform((v) => v ?? 'CSI'),
  tenantId: z.number().int().nullish().transform((v) => v ?? null),
  tenantName: z.string().nullish().transform((v) => v ?? null),
  tenantStandard: standard.nullish().transform((v) => v ?? null),
});

const anyValue = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.constantFrom(0, 1, 2, 1.5, -1, -0, 2 ** 53, 1e300, Number.NaN, 'IFRS16', 'ifrs16', 'CSI', '', 'x', 'User', 'ADMINISTRATOR', 'guest', true),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.array(fc.integer(), { maxLength: 2 }),
);
const storedShape = fc.record(
  {
    token: anyValue,
    logo: anyValue,
    role: anyValue,
    name: anyValue,
    accountingStandard: anyValue,
    tenantId: anyValue,
    tenantName: anyValue,
    tenantStandard: anyValue,
    somethingElse: anyValue,
  },
  { requiredKeys: [] },
);

describe('reading the stored session', () => {
  it('reads every stored value exactly as the former zod schema did', () => {
    fc.assert(
      fc.property(fc.oneof(storedShape, anyValue), (stored) => {
        const former = formerReading.safeParse(stored);
        expect(readStoredSession(stored)).toEqual(former.success ? former.data : null);
      }),
      { numRuns: 3000 },
    );
  });

  it('reads a typical session and drops unknown fields', () => {
    const stored = { token: 't', logo: 'data:x', role: 'User', name: 'Anna', accountingStandard: 'ifrs16', tenantId: 7, tenantName: 'Alfa', tenantStandard: 0, extra: 1 };
    expect(readStoredSession(stored)).toEqual({ token: 't', logo: 'data:x', role: 'user', name: 'Anna', accountingStandard: 'IFRS16', tenantId: 7, tenantName: 'Alfa', tenantStandard: 'CSI' });
  });
});

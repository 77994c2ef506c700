import type { Decimal } from './ksef-decimal.ts';

/**
 * The groups of an FA invoice's totals (schemat.xsd, FA(3) and FA(2) alike): `1` P_13_1/P_14_1 (23 % or
 * 22 %), `2` (8 % or 7 %), `3` (5 %), `4` (the taxi flat rate, 4 % or 3 %), `5` OSS (the special procedure of
 * chapter 6a: another member state's rate), `6_1` 0 % at home, `6_2` 0 % WDT, `6_3` 0 % export, `7` exempt,
 * `8` outside Poland (np I), `9` services of art. 100(1)(4) (np II), `10` reverse charge, `11` the margin scheme.
 */
export const vatGroups = ['1', '2', '3', '4', '5', '6_1', '6_2', '6_3', '7', '8', '9', '10', '11'] as const;
export type VatGroup = (typeof vatGroups)[number];

/** Groups with a VAT total of their own (P_14_x, and P_14_xW in PLN for 1–4); the others carry no VAT. */
const taxedGroups: ReadonlySet<VatGroup> = new Set(['1', '2', '3', '4', '5']);
const groupsWithPlnVat: ReadonlySet<VatGroup> = new Set(['1', '2', '3', '4']);

export function isTaxedGroup(group: VatGroup): boolean {
  return taxedGroups.has(group);
}

export function hasPlnVat(group: VatGroup): boolean {
  return groupsWithPlnVat.has(group);
}

/** A rate as a line carries it: the code P_12 states (null when it states none), its fraction, its group(s). */
export type LineRate = {
  code: string | null;
  /** 0.23 for `23`; 0 for the zero, exempt and untaxed codes and the margin scheme; null when unknown (OSS without P_12_XII). */
  fraction: Decimal | null;
  /** One group, or for FA(2)'s `0` and `np` every group they may fall in (`6_1`–`6_3`, `8`–`9`). */
  groups: readonly VatGroup[];
};

const zero: Decimal = { units: 0n, scale: 0 };
const percent = (value: number): Decimal => ({ units: BigInt(value), scale: 2 });

/** P_12's values (TStawkaPodatku of FA(3) and FA(2)), as the schemas spell them. */
const codes: ReadonlyMap<string, LineRate> = new Map(
  (
    [
      ['23', percent(23), ['1']],
      ['22', percent(22), ['1']],
      ['8', percent(8), ['2']],
      ['7', percent(7), ['2']],
      ['5', percent(5), ['3']],
      ['4', percent(4), ['4']],
      ['3', percent(3), ['4']],
      ['0 KR', zero, ['6_1']],
      ['0 WDT', zero, ['6_2']],
      ['0 EX', zero, ['6_3']],
      ['zw', zero, ['7']],
      ['np I', zero, ['8']],
      ['np II', zero, ['9']],
      ['oo', zero, ['10']],
      // FA(2): one code for the three zero groups, one for the two untaxed ones.
      ['0', zero, ['6_1', '6_2', '6_3']],
      ['np', zero, ['8', '9']],
    ] as const
  ).map(([code, fraction, groups]) => [code.toLowerCase(), { code, fraction, groups }]),
);

/** P_12's text as a rate (the schema's spelling kept, case and repeated spaces forgiven), or null when unknown. */
export function rateOfCode(text: string): LineRate | null {
  return codes.get(text.replace(/\s+/g, ' ').toLowerCase()) ?? null;
}

/** A line without P_12 in the margin scheme (P_13_11): no VAT of its own on the invoice. */
export const marginRate: LineRate = { code: null, fraction: zero, groups: ['11'] };

/** A line of the OSS procedure (P_12_XII, another member state's rate in percent; null when not given). */
export function ossRate(percentRate: Decimal | null): LineRate {
  return { code: null, fraction: percentRate === null ? null : { units: percentRate.units, scale: percentRate.scale + 2 }, groups: ['5'] };
}

type GroupCodes = { fa3: readonly string[]; fa2: readonly string[] };

/** The codes a group's lines may state, the current one first (what a line made from the totals states). */
const groupCodes: Readonly<Record<VatGroup, GroupCodes>> = {
  '1': { fa3: ['23', '22'], fa2: ['23', '22'] },
  '2': { fa3: ['8', '7'], fa2: ['8', '7'] },
  '3': { fa3: ['5'], fa2: ['5'] },
  '4': { fa3: ['4', '3'], fa2: ['4', '3'] },
  '5': { fa3: [], fa2: [] },
  '6_1': { fa3: ['0 KR'], fa2: ['0'] },
  '6_2': { fa3: ['0 WDT'], fa2: ['0'] },
  '6_3': { fa3: ['0 EX'], fa2: ['0'] },
  '7': { fa3: ['zw'], fa2: ['zw'] },
  '8': { fa3: ['np I'], fa2: ['np'] },
  '9': { fa3: ['np II'], fa2: ['np'] },
  '10': { fa3: ['oo'], fa2: ['oo'] },
  '11': { fa3: [], fa2: [] },
};

/**
 * The rate of a line made from a group's totals (no line states it): of the group's codes, the one whose
 * fraction of the net comes nearest the group's VAT (23 % rather than 22 % for P_13_1 100.00, P_14_1 23.00);
 * the current one when the VAT is not given. The margin scheme and OSS have no code.
 */
export function rateOfGroup(group: VatGroup, version: 'fa3' | 'fa2', net: bigint, vat: bigint | null): LineRate {
  if (group === '11') return marginRate;
  if (group === '5') return ossRate(null);
  const candidates = groupCodes[group][version].map((code) => rateOfCode(code)).filter((rate): rate is LineRate => rate !== null);
  const nearest = (rate: LineRate) => (vat === null || rate.fraction === null ? 0n : distance(net, rate.fraction, vat));
  const [best] = [...candidates].sort((a, b) => (nearest(a) === nearest(b) ? 0 : nearest(a) < nearest(b) ? -1 : 1));
  return { ...(best ?? marginRate), groups: [group] };
}

/** |net × fraction − vat|, scaled by the fraction's denominator (only compared between candidates of one scale). */
function distance(net: bigint, fraction: Decimal, vat: bigint): bigint {
  const difference = net * fraction.units - vat * 10n ** BigInt(fraction.scale);
  return difference < 0n ? -difference : difference;
}

/** How a group's lines are named in a message: the codes it covers, or the procedure it is. */
export function groupLabel(group: VatGroup, version: 'fa3' | 'fa2'): string | null {
  const [first] = groupCodes[group][version];
  return first ?? null;
}

import type { KsefFieldReader } from './ksef-field-reader.ts';
import { firstAt } from './ksef-xml-query.ts';
import type { XmlElement } from './ksef-xml-tree.ts';
import { hasPlnVat, isTaxedGroup, vatGroups, type VatGroup } from './ksef-vat-rates.ts';

/** One group's totals in the invoice's currency (cents); null where the invoice leaves the element out. */
export type GroupTotals = { net: bigint | null; vat: bigint | null; vatPln: bigint | null };

/** What an invoice says it adds up to: per group (P_13_x, P_14_x, P_14_xW) and in all (P_15). */
export type DocumentTotals = {
  /** The groups the invoice gives a figure for. */
  groups: ReadonlyMap<VatGroup, GroupTotals>;
  /** True when any P_13_x or P_14_x is given: a group it leaves out then holds nothing. */
  perRate: boolean;
  gross: bigint | null;
};

export const netElement = (group: VatGroup) => `Fa/P_13_${group}`;
export const vatElement = (group: VatGroup) => `Fa/P_14_${group}`;

export function readDocumentTotals(fa: XmlElement, reader: KsefFieldReader): DocumentTotals {
  const groups = new Map<VatGroup, GroupTotals>();
  for (const group of vatGroups) {
    const net = reader.money(firstAt(fa, [`P_13_${group}`]), netElement(group));
    const vat = isTaxedGroup(group) ? reader.money(firstAt(fa, [`P_14_${group}`]), vatElement(group)) : null;
    const vatPln = hasPlnVat(group) ? reader.money(firstAt(fa, [`P_14_${group}W`]), `${vatElement(group)}W`) : null;
    if (net !== null || vat !== null || vatPln !== null) groups.set(group, { net, vat, vatPln });
  }
  const perRate = [...groups.values()].some((totals) => totals.net !== null || totals.vat !== null);
  return { groups, perRate, gross: reader.money(firstAt(fa, ['P_15']), 'Fa/P_15') };
}

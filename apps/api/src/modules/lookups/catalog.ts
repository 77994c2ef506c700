import {
  AccountingStandard,
  DepreciationMethod,
  LeaseAssetCategory,
  accountingStandardNames,
  type Language,
  type LookupEntry,
} from '@leasedesk/contract';

type Names = Record<Language, string>;

/** Each lookup as index → names; the index is what records store (0-based, DESIGN §3). */
const accountingStandards: Record<AccountingStandard, Names> = {
  [AccountingStandard.CSI]: { en: accountingStandardNames[AccountingStandard.CSI], pl: accountingStandardNames[AccountingStandard.CSI] },
  [AccountingStandard.IFRS16]: { en: accountingStandardNames[AccountingStandard.IFRS16], pl: accountingStandardNames[AccountingStandard.IFRS16] },
};

const depreciationMethods: Record<DepreciationMethod, Names> = {
  [DepreciationMethod.straightLine]: { en: 'Straight-line', pl: 'Liniowa' },
  [DepreciationMethod.decliningBalance]: { en: 'Declining balance', pl: 'Degresywna' },
};

const leaseAssetCategories: Record<LeaseAssetCategory, Names> = {
  [LeaseAssetCategory.buildings]: { en: 'Buildings', pl: 'Budynki' },
  [LeaseAssetCategory.vehicles]: { en: 'Vehicles', pl: 'Pojazdy' },
  [LeaseAssetCategory.itEquipment]: { en: 'IT equipment', pl: 'Sprzęt IT' },
  [LeaseAssetCategory.machinery]: { en: 'Machinery', pl: 'Maszyny' },
  [LeaseAssetCategory.officeEquipment]: { en: 'Office equipment', pl: 'Wyposażenie biurowe' },
};

export const lookupCatalogs = { accountingStandards, depreciationMethods, leaseAssetCategories } as const;
export type LookupName = keyof typeof lookupCatalogs;

/** Entries in index order, named in `language`, keeping those whose name contains `query` (case-insensitive). */
export function lookupEntries(name: LookupName, language: Language, query?: string): LookupEntry[] {
  const text = query?.trim().toLocaleLowerCase(language);
  return Object.entries(lookupCatalogs[name] as Record<number, Names>)
    .map(([id, names]) => ({ id: Number(id), name: names[language] }))
    .filter((entry) => !text || entry.name.toLocaleLowerCase(language).includes(text))
    .sort((a, b) => a.id - b.id);
}

export function accountingStandardEntries(): LookupEntry[] {
  return lookupEntries('accountingStandards', 'en');
}

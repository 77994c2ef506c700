import { validTaxId } from '../tax-ids.ts';

/** A seller or buyer as an invoice prints it; `taxId` is digits only (a layout may print it dashed). */
export type Party = { name: string; taxId: string; street: string; city: string };

// Each layout has its own pair, so a reader that mixed up two invoices' parties would be caught.
export const ksefSeller: Party = { name: 'Północ Leasing S.A.', taxId: validTaxId(113_285_386), street: 'ul. Marszałkowska 12', city: '00-590 Warszawa' };
export const ksefBuyer: Party = { name: 'Żółty Transport S.A.', taxId: validTaxId(526_025_027), street: 'ul. Żeromskiego 7 lok. 3', city: '90-001 Łódź' };

export const gluedSeller: Party = { name: 'Parking Bałtycki Sp. z o.o.', taxId: validTaxId(584_210_731), street: 'ul. Długa 44', city: '80-827 Gdańsk' };
export const gluedBuyer: Party = { name: 'Flota Świętokrzyska S.C.', taxId: validTaxId(951_234_560), street: 'ul. Sienkiewicza 9', city: '25-002 Kielce' };

export const summarySeller: Party = { name: 'Mazowiecki Leasing Sp. z o.o.', taxId: validTaxId(525_000_321), street: 'Al. Jerozolimskie 181', city: '02-222 Warszawa' };
export const summaryBuyer: Party = { name: 'Piekarnia Ślązaczka Sp. j.', taxId: validTaxId(634_012_377), street: 'ul. Gliwicka 3', city: '40-079 Katowice' };

export const twoLineSeller: Party = { name: 'Leasing Wielkopolski S.A.', taxId: validTaxId(779_214_880), street: 'ul. Półwiejska 2', city: '61-888 Poznań' };
export const twoLineBuyer: Party = { name: 'Usługi Dźwigowe Kłos Sp. z o.o.', taxId: validTaxId(896_000_112), street: 'ul. Grabiszyńska 41', city: '53-503 Wrocław' };

export const twoPageSeller: Party = { name: 'Odra Leasing Sp. z o.o.', taxId: validTaxId(852_100_643), street: 'ul. Wały Chrobrego 1', city: '70-500 Szczecin' };
export const twoPageBuyer: Party = { name: 'Kurierzy Zachód Sp. z o.o.', taxId: validTaxId(676_230_118), street: 'ul. Wrocławska 150', city: '30-011 Kraków' };

export const totalsSeller: Party = { name: 'Beskidzki Wynajem Aut Sp. z o.o.', taxId: validTaxId(542_300_987), street: 'ul. Żywiecka 20', city: '43-300 Bielsko-Biała' };
export const totalsBuyer: Party = { name: 'Hurtownia Łąka Sp. k.', taxId: validTaxId(727_104_455), street: 'ul. Piotrkowska 100', city: '90-004 Łódź' };

export const buyerFirstSeller: Party = { name: 'Lubelska Flota Sp. z o.o.', taxId: validTaxId(118_200_450), street: 'ul. Krakowskie Przedmieście 5', city: '20-002 Lublin' };
export const buyerFirstBuyer: Party = { name: 'Gospodarstwo Ogrodnicze Kęsik', taxId: validTaxId(701_004_122), street: 'ul. Sadowa 8', city: '24-100 Puławy' };


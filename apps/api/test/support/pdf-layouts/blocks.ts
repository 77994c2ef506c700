// Pieces several layouts print alike: a party block and amounts as Polish invoicing tools format them.
import type { Party } from './parties.ts';
import type { SheetWriter } from './sheet.ts';

export type TaxIdStyle = (taxId: string) => string;

/**
 * A party's block from `y` down, one line per `step`: heading, name, street, city, then the NIP line as
 * `taxIdLine` prints it (`NIP: 1132853869`, `NIP 113-285-38-69`). Returns the baseline after the block.
 */
export function drawPartyBlock(page: SheetWriter, x: number, y: number, heading: string, party: Party, taxIdLine: TaxIdStyle, step = 12): number {
  page.text(x, y, heading, { bold: true });
  page.text(x, y + step, party.name);
  page.text(x, y + 2 * step, party.street);
  page.text(x, y + 3 * step, party.city);
  page.text(x, y + 4 * step, taxIdLine(party.taxId));
  return y + 5 * step;
}

/** Cents as Polish print shows money: `1 234,56` (a space between thousands). */
export function printedAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(cents) / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}${whole},${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}

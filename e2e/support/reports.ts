import ExcelJS from 'exceljs';
import { expect, type Download, type Page } from '@playwright/test';

/** Money as the app shows it from a number of cents: `32 345,67`, grouped by no-break spaces. */
export function money(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(cents) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${sign}${whole},${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}

/** The sum of amounts in whole cents (exact, as the app sums). */
export function centsOf(amounts: readonly number[]): number {
  return amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);
}

/** Picks an option of a (multi) choice field by typing the start of its text. */
export async function pickOption(page: Page, label: string, option: string): Promise<void> {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.click();
  await input.fill(option.slice(0, 12));
  await page.getByRole('option', { name: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
  await input.press('Escape');
}

/** Types a date as the screen's language writes it and closes the field's calendar. */
export async function typeDate(page: Page, label: string, text: string): Promise<void> {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.fill(text);
  await input.press('Escape');
  await expect(input).toHaveValue(text);
}

/** Every number (rounded to the cent) and every text of a downloaded workbook's cells. */
export async function readWorkbook(download: Download): Promise<{ numbers: number[]; texts: string[] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const numbers: number[] = [];
  const texts: string[] = [];
  workbook.eachSheet((sheet) => {
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        const value = cell.value;
        const result = typeof value === 'object' && value !== null && 'result' in value ? value.result : value;
        if (typeof result === 'number') numbers.push(Math.round(result * 100) / 100);
        else if (typeof result === 'string') texts.push(result);
      });
    });
  });
  return { numbers, texts };
}

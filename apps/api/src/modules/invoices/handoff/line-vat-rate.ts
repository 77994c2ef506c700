import { percentRateCode } from '../vat-rate-code.ts';

type RatedLine = { vatRate: number | null; vatRateCode: string | null };

const percentCode = /^\d+(\.\d+)?$/;

/**
 * The line's VAT rate as the invoice states it (FORMATS §3: `23`, `8`, `0 KR`, `zw`, `np I`, `oo`): its code,
 * else the percent of its fraction; a bare 0 without a code says only `0` (exempt or 0 % is unknown).
 */
export function lineRateCode(line: RatedLine): string | null {
  const code = line.vatRateCode?.trim();
  if (code) return code;
  if (line.vatRate === null) return null;
  return percentRateCode(line.vatRate) ?? '0';
}

/** The rate for people: a percent with its sign (`23 %`), a code as the invoice writes it (`zw`, `np I`, `0 KR`). */
export function rateLabel(code: string | null): string | null {
  if (code === null) return null;
  return percentCode.test(code) ? `${code} %` : code;
}

/** Comarch Optima's STATUS_VAT of a register position. */
export type OptimaVatStatus = 'opodatkowana' | 'zwolniona' | 'nie podlega';

/**
 * A rate as Optima's purchase register holds it: STAWKA_VAT (a percent) and STATUS_VAT. A percent and every
 * 0 % rate (`0 KR`, `0 WDT`, `0 EX`, a bare `0`) are taxed (opodatkowana) at that percent; `zw` is exempt
 * (zwolniona); `np I`, `np II` (outside Poland's VAT) and `oo` (reverse charge: the seller charges no VAT, the
 * buyer accounts for it) are not taxed on the invoice (nie podlega). Any other code keeps the line's fraction.
 */
export function optimaRate(code: string | null, vatRate: number | null): { percent: number; status: OptimaVatStatus } {
  const normalised = (code ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
  if (normalised === 'zw') return { percent: 0, status: 'zwolniona' };
  if (normalised === 'oo' || normalised === 'np' || normalised.startsWith('np ')) return { percent: 0, status: 'nie podlega' };
  if (percentCode.test(normalised)) return { percent: Number(normalised), status: 'opodatkowana' };
  if (/^0( |$)/.test(normalised)) return { percent: 0, status: 'opodatkowana' };
  return { percent: Math.round((vatRate ?? 0) * 10_000) / 100, status: 'opodatkowana' };
}

import type { InvoiceLineDraft } from '../../invoice-line-draft.ts';
import { agreementNumberOf, scheduleNumberOf } from './ksef-agreement-reference.ts';
import { centsToNumber, decimalToNumber } from './ksef-decimal.ts';
import type { KsefDocumentFacts } from './ksef-document-facts.ts';
import type { KsefFieldReader } from './ksef-field-reader.ts';
import type { KsefInvoiceHeader } from './ksef-invoice-header.ts';
import { plnAmounts, type PlnAmounts } from './ksef-pln-amounts.ts';
import type { ReconciledLines } from './ksef-reconcile.ts';
import type { SettledPart } from './ksef-unit-vat.ts';

type Line = { settled: SettledPart; pln: PlnAmounts };

/**
 * The invoice's lines as drafts (FORMATS §3): each reconciled line with the header's facts, its amounts in
 * the invoice's currency and in PLN, its rate and code, the invoice's kind and, for a correction, the
 * corrected invoice and the position before it; the invoice's totals are the sums over its lines.
 */
export function invoiceLineDrafts(reconciled: ReconciledLines, header: KsefInvoiceHeader, facts: KsefDocumentFacts, reader: KsefFieldReader): InvoiceLineDraft[] {
  const lines: Line[] = [
    ...reconciled.units.flatMap(({ settled, vatPln }) => {
      const pln = plnAmounts(settled, vatPln, header.currency, reader);
      return settled.map((line, index) => ({ settled: line, pln: pln[index] ?? { exchangeRate: null, net: null, vat: null, gross: null } }));
    }),
    ...reconciled.unknown.map((line) => ({ settled: line, pln: plnAmounts([line], null, header.currency, reader)[0] ?? { exchangeRate: null, net: null, vat: null, gross: null } })),
  ].sort((a, b) => a.settled.part.order - b.settled.part.order);
  for (const { settled } of lines) if (settled.gross !== null) reader.amountInRange(settled.gross, `${settled.part.ratePath?.replace(/\/[^/]*$/, '') ?? 'Fa'}/P_11`);
  const totals = {
    invoiceNetAmountPln: money(sum(lines.map((line) => line.pln.net), 'Fa/FaWiersz/P_11', reader)),
    invoiceGrossAmountPln: money(sum(lines.map((line) => line.pln.gross), 'Fa/P_15', reader)),
    invoiceNetAmountCurrency: money(sum(lines.map((line) => line.settled.net), 'Fa/FaWiersz/P_11', reader)),
    invoiceGrossAmountCurrency: money(sum(lines.map((line) => line.settled.gross), 'Fa/P_15', reader)),
  };
  return lines.map((line) => ({ ...draftOf(line, header, facts), ...totals }));
}

function draftOf({ settled, pln }: Line, header: KsefInvoiceHeader, facts: KsefDocumentFacts): InvoiceLineDraft {
  const { part } = settled;
  const { correction } = facts;
  return {
    sequence: part.sequence,
    contractorName: header.contractorName,
    taxId: header.taxId,
    agreementNumber: agreementNumberOf(header, part.sequence),
    scheduleNumber: scheduleNumberOf(header, part.sequence, part.description),
    invoiceNumber: header.invoiceNumber,
    positionDescription: part.description,
    positionNetAmountPln: money(pln.net),
    positionVatAmountPln: money(pln.vat),
    positionGrossAmountPln: money(pln.gross),
    positionNetAmountCurrency: money(settled.net),
    positionVatAmountCurrency: money(settled.vat),
    positionGrossAmountCurrency: money(settled.gross),
    invoiceNetAmountPln: null,
    invoiceGrossAmountPln: null,
    invoiceNetAmountCurrency: null,
    invoiceGrossAmountCurrency: null,
    vatRate: part.rate?.fraction ? decimalToNumber(part.rate.fraction) : null,
    currency: header.currency,
    exchangeRate: pln.exchangeRate === null ? null : decimalToNumber(pln.exchangeRate),
    invoiceDate: header.invoiceDate,
    paymentDate: header.paymentDate,
    incomeDate: header.invoiceDate,
    periodInvoiced: header.periodInvoiced,
    factoringContractNumber: null,
    isPdfBased: false,
    ksefNumber: null,
    invoiceKind: facts.kind,
    vatRateCode: part.rate?.code ?? null,
    correctedInvoiceNumber: correction?.invoiceNumber ?? null,
    correctedKsefNumber: correction?.ksefNumber ?? null,
    correctedInvoiceDate: correction?.invoiceDate ?? null,
    correctionReason: correction?.reason ?? null,
    positionNetAmountBefore: money(part.before?.net ?? null),
    positionVatAmountBefore: money(part.before?.vat ?? null),
    positionGrossAmountBefore: money(part.before?.gross ?? null),
  };
}

/** The sum of the lines' amounts; null when a line lacks its amount (the total is then not known). */
function sum(amounts: (bigint | null)[], path: string, reader: KsefFieldReader): bigint | null {
  if (amounts.some((amount) => amount === null)) return null;
  return reader.amountInRange(
    amounts.reduce<bigint>((total, amount) => total + (amount ?? 0n), 0n),
    path,
  );
}

function money(cents: bigint | null): number | null {
  return cents === null ? null : centsToNumber(cents);
}

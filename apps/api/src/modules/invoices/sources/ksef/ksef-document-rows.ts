import type { Decimal } from './ksef-decimal.ts';
import type { KsefFieldReader } from './ksef-field-reader.ts';
import { firstAt } from './ksef-xml-query.ts';
import type { XmlElement } from './ksef-xml-tree.ts';
import { ossRate, type LineRate } from './ksef-vat-rates.ts';

/**
 * One FaWiersz (or ZamowienieWiersz of an advance's order) as the document states it, amounts in the
 * invoice's currency (cents). A row states its net (P_11) or, priced gross, its gross (P_11A), and may state
 * its VAT (P_11Vat); a row stating none of them only describes (a correction's goods, a simplified invoice).
 */
export type DocumentRow = {
  /** Its position among its kind of rows, 1-based, as messages name it (`Fa/FaWiersz[2]`). */
  position: number;
  path: string;
  /** Where its rate is (`Fa/FaWiersz[2]/P_12`): a message names it when the rate is missing. */
  ratePath: string;
  lineNumber: number | null;
  uuid: string | null;
  description: string | null;
  /** P_12 (P_12Z), or an OSS rate from P_12_XII; null when the row states none. */
  rate: LineRate | null;
  net: bigint | null;
  gross: bigint | null;
  vat: bigint | null;
  exchangeRate: Decimal | null;
  /** StanPrzed (StanPrzedZ) = 1: the state before a correction. */
  before: boolean;
};

/** The element names of FaWiersz, and of ZamowienieWiersz for the same facts. */
type RowElements = {
  row: string;
  lineNumber: string;
  uuid: string;
  description: string;
  net: string;
  gross: string | null;
  vat: string;
  rate: string;
  ossRate: string;
  exchangeRate: string | null;
  before: string;
};

export const invoiceRowElements: RowElements = {
  row: 'Fa/FaWiersz',
  lineNumber: 'NrWierszaFa',
  uuid: 'UU_ID',
  description: 'P_7',
  net: 'P_11',
  gross: 'P_11A',
  vat: 'P_11Vat',
  rate: 'P_12',
  ossRate: 'P_12_XII',
  exchangeRate: 'KursWaluty',
  before: 'StanPrzed',
};

export const orderRowElements: RowElements = {
  row: 'Fa/Zamowienie/ZamowienieWiersz',
  lineNumber: 'NrWierszaZam',
  uuid: 'UU_IDZ',
  description: 'P_7Z',
  net: 'P_11NettoZ',
  gross: null,
  vat: 'P_11VatZ',
  rate: 'P_12Z',
  ossRate: 'P_12Z_XII',
  exchangeRate: null,
  before: 'StanPrzedZ',
};

// TZnakowy512 for descriptions, TZnakowy50 for UU_ID.
const descriptionLength = 512;
const uuidLength = 50;

export function readDocumentRows(rows: XmlElement[], elements: RowElements, reader: KsefFieldReader): DocumentRow[] {
  return rows.map((row, index) => {
    const path = `${elements.row}[${index + 1}]`;
    const at = (name: string | null) => (name === null ? undefined : firstAt(row, [name]));
    const stated = reader.vatRate(at(elements.rate), `${path}/${elements.rate}`);
    const oss = reader.percent(at(elements.ossRate), `${path}/${elements.ossRate}`);
    return {
      position: index + 1,
      path,
      ratePath: `${path}/${elements.rate}`,
      lineNumber: reader.lineNumber(at(elements.lineNumber), `${path}/${elements.lineNumber}`),
      uuid: reader.text(at(elements.uuid), `${path}/${elements.uuid}`, uuidLength),
      description: reader.text(at(elements.description), `${path}/${elements.description}`, descriptionLength),
      rate: stated ?? (oss === null ? null : ossRate(oss)),
      net: reader.money(at(elements.net), `${path}/${elements.net}`),
      gross: elements.gross === null ? null : reader.money(at(elements.gross), `${path}/${elements.gross}`),
      vat: reader.money(at(elements.vat), `${path}/${elements.vat}`),
      exchangeRate: elements.exchangeRate === null ? null : reader.exchangeRate(at(elements.exchangeRate), `${path}/${elements.exchangeRate}`),
      before: reader.flag(at(elements.before), `${path}/${elements.before}`),
    };
  });
}

/** True when the row states an amount (net, gross or VAT); a row without one only describes. */
export function hasAmount(row: Pick<DocumentRow, 'net' | 'gross' | 'vat'>): boolean {
  return row.net !== null || row.gross !== null || row.vat !== null;
}

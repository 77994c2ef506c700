import { formatMessage, type Language } from '@leasedesk/contract';
import type { OptimaDocument, OptimaPosition } from './optima-documents.ts';
import { xmlText } from './xml-text.ts';

export const optimaNamespace = 'http://www.comarch.pl/cdn/optima/offline';
/** The structure's version Optima writes in its own exports of VAT registers. */
const structureVersion = '2.00';
/** BAZA_ZRD_ID: the database the documents come from, as the accounting side's import lists it. */
export const optimaSourceDatabase = 'LEASEDESK';

/** Integer cents in the format's notation: a point, two decimals, no grouping (`-1234.56`). */
export function optimaAmount(amountCents: number): string {
  const sign = amountCents < 0 ? '-' : '';
  const magnitude = Math.abs(amountCents);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** A rate or percent with as many decimals as it has, up to six (`4.2563`, `23`, `1`). */
function optimaDecimal(value: number): string {
  return value.toFixed(6).replace(/\.?0+$/, '');
}

const element = (indent: string, name: string, value: string) => `${indent}<${name}>${xmlText(value)}</${name}>`;
const yesNo = (value: boolean) => (value ? 'Tak' : 'Nie');

/** OPIS: the agreements invoiced and the interest and principal the invoice carries, in the downloader's words. */
function descriptionOf(document: OptimaDocument, language: Language): string {
  const agreements = document.agreements.map((agreement) => formatMessage(language, 'optima.agreement', agreement)).join(', ');
  const figures = formatMessage(language, 'optima.description', { agreements, interests: { money: document.interests / 100 }, principal: { money: document.principal / 100 } });
  if (document.correctionReason === null) return figures;
  return `${figures}. ${formatMessage(language, 'optima.correctionReason', { reason: document.correctionReason })}`;
}

function positionXml(position: OptimaPosition, index: number): string[] {
  const indent = '          ';
  return [
    '        <POZYCJA>',
    element(indent, 'LP', String(index + 1)),
    element(indent, 'STAWKA_VAT', position.percent.toFixed(2)),
    element(indent, 'STATUS_VAT', position.status),
    element(indent, 'NETTO', optimaAmount(position.net)),
    element(indent, 'VAT', optimaAmount(position.vat)),
    element(indent, 'NETTO_SYS', optimaAmount(position.netPln)),
    element(indent, 'VAT_SYS', optimaAmount(position.vatPln)),
    // A lease instalment, its insurance and fees are services.
    element(indent, 'RODZAJ_ZAKUPU', 'usługi'),
    '        </POZYCJA>',
  ];
}

function documentXml(document: OptimaDocument, language: Language): string[] {
  const indent = '      ';
  const optional = (name: string, value: string | null) => (value === null || value === '' ? [] : [element(indent, name, value)]);
  return [
    '    <REJESTR_ZAKUPU_VAT>',
    element(indent, 'ID_ZRODLA', document.sourceId),
    element(indent, 'MODUL', 'Rejestr Vat'),
    element(indent, 'TYP', 'Rejestr zakupu'),
    element(indent, 'REJESTR', 'ZAKUP'),
    element(indent, 'DATA_WYSTAWIENIA', document.issued),
    element(indent, 'DATA_ZAKUPU', document.issued),
    element(indent, 'DATA_WPLYWU', document.received),
    ...optional('TERMIN', document.due),
    element(indent, 'NUMER', document.number),
    element(indent, 'KOREKTA', yesNo(document.correction)),
    ...(document.correction ? optional('KOREKTA_NUMER', document.correctedNumber) : []),
    element(indent, 'WEWNETRZNA', 'Nie'),
    element(indent, 'FISKALNA', 'Nie'),
    element(indent, 'DETALICZNA', 'Nie'),
    element(indent, 'TYP_PODMIOTU', 'kontrahent'),
    // The contractor's code in Optima: its NIP, the one identifier both systems share.
    element(indent, 'PODMIOT', document.sellerTaxId),
    element(indent, 'NAZWA1', document.sellerName),
    element(indent, 'NIP_KRAJ', 'PL'),
    element(indent, 'NIP', document.sellerTaxId),
    element(indent, 'OPIS', descriptionOf(document, language)),
    element(indent, 'WALUTA', document.currency),
    // The invoice's own rate (VAT law: NBP's average rate), one per document: so many PLN for one unit.
    element(indent, 'KURS_WALUTY', 'NBP'),
    element(indent, 'NOTOWANIE_WALUTY_ILE', optimaDecimal(document.exchangeRate)),
    element(indent, 'NOTOWANIE_WALUTY_ZA_ILE', '1'),
    ...optional('NR_KSEF', document.ksefNumber),
    '      <POZYCJE>',
    ...document.positions.flatMap(positionXml),
    '      </POZYCJE>',
    '    </REJESTR_ZAKUPU_VAT>',
  ];
}

/**
 * The purchase VAT register of a send in the XML Comarch ERP Optima exchanges between databases ("Struktura
 * plików XML do pracy rozproszonej", CDN OPT!MA / Comarch ERP Optima; enova365's accounting import reads it
 * too): ROOT in Optima's offline namespace, REJESTRY_ZAKUPU_VAT with the structure's version and the source
 * database, then one REJESTR_ZAKUPU_VAT per invoice with one POZYCJA per VAT rate. Amounts with a point and
 * two decimals, dates YYYY-MM-DD; NETTO/VAT in the document's currency, NETTO_SYS/VAT_SYS in PLN (the
 * workbook's amounts, to the cent). Words (OPIS) in the downloader's language; element names are the format's.
 */
export function optimaRegisterXml(documents: readonly OptimaDocument[], language: Language): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<ROOT xmlns="${optimaNamespace}">`,
    '  <REJESTRY_ZAKUPU_VAT>',
    element('    ', 'WERSJA', structureVersion),
    element('    ', 'BAZA_ZRD_ID', optimaSourceDatabase),
    ...documents.flatMap((document) => documentXml(document, language)),
    '  </REJESTRY_ZAKUPU_VAT>',
    '</ROOT>',
    '',
  ].join('\n');
}

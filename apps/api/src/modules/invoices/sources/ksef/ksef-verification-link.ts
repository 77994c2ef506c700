import { isValidTaxId } from '@leasedesk/contract';

// KSeF's verification link ("KOD I", ksef-docs kody-qr.md), printed as a QR code on an invoice's visualisation:
// `https://<host>/invoice/<seller's NIP>/<issue date DD-MM-YYYY>/<SHA-256 of the invoice file, Base64URL>`.

/** What a KOD I link says of its invoice: the seller, the issue date (P_1) and the digest of the invoice's XML. */
export type KsefVerificationLink = { sellerTaxId: string; issueDate: string; documentHash: string };

/**
 * The hosts of the QR codes: those ksef-docs lists, one per KSeF environment (production, test, pre-production demo),
 * and KSeF's own portal hosts, which the Ministry's PDF generator's examples and the tools built on it print
 * (`https://ksef-test.mf.gov.pl/invoice/…`, `https://ksef.mf.gov.pl/invoice/…`).
 */
const verificationHosts = new Set([
  'qr.ksef.mf.gov.pl',
  'qr-test.ksef.mf.gov.pl',
  'qr-demo.ksef.mf.gov.pl',
  'ksef.mf.gov.pl',
  'ksef-test.mf.gov.pl',
  'ksef-demo.mf.gov.pl',
]);

/** `/invoice/…`; on the portal hosts also under the web client's `/client-app`. */
const invoicePath = /^(?:\/client-app)?\/invoice\/(\d{10})\/(\d{2})-(\d{2})-(\d{4})\/([A-Za-z0-9_-]{43})$/;

/** A SHA-256 digest is 32 bytes: 43 Base64URL characters without padding, the last carrying two zero bits. */
function isSha256Base64Url(text: string): boolean {
  const bytes = Buffer.from(text, 'base64url');
  return bytes.length === 32 && bytes.toString('base64url') === text;
}

function isoDate(day: string, month: string, year: string): string | null {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const iso = `${year}-${month}-${day}`;
  return Number(year) >= 1000 && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/**
 * What a KSeF invoice verification link (KOD I) says, or null for any other text: another host or scheme, a
 * certificate link (KOD II), a NIP whose check digit is wrong, a day that does not exist, a digest that is not 32 bytes.
 */
export function readKsefVerificationLink(text: string): KsefVerificationLink | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') return null;
  if (!verificationHosts.has(url.hostname) || url.search !== '' || url.hash !== '') return null;
  const match = invoicePath.exec(url.pathname);
  if (!match) return null;
  const [, sellerTaxId = '', day = '', month = '', year = '', documentHash = ''] = match;
  if (!isValidTaxId(sellerTaxId) || !isSha256Base64Url(documentHash)) return null;
  const issueDate = isoDate(day, month, year);
  return issueDate === null ? null : { sellerTaxId, issueDate, documentHash };
}

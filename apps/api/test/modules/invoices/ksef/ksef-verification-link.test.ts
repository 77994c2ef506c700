import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readKsefVerificationLink } from '../../../../src/modules/invoices/sources/ksef/ksef-verification-link.ts';

// ksef-docs (kody-qr.md) gives this link for the test environment: NIP 1111111111, issued 01-02-2026.
const docsHash = 'UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE';
const docsLink = `https://qr-test.ksef.mf.gov.pl/invoice/1111111111/01-02-2026/${docsHash}`;
const sellerTaxId = '5260001246';
const invoiceHash = createHash('sha256').update('<Faktura/>').digest('base64url');
const productionLink = `https://qr.ksef.mf.gov.pl/invoice/${sellerTaxId}/15-03-2025/${invoiceHash}`;

describe('readKsefVerificationLink (KSeF KOD I)', () => {
  it('reads the example link of ksef-docs', () => {
    expect(readKsefVerificationLink(docsLink)).toEqual({ sellerTaxId: '1111111111', issueDate: '2026-02-01', documentHash: docsHash });
  });

  it('reads the production, test and demo hosts alike', () => {
    const read = { sellerTaxId, issueDate: '2025-03-15', documentHash: invoiceHash };
    expect(readKsefVerificationLink(productionLink)).toEqual(read);
    expect(readKsefVerificationLink(productionLink.replace('//qr.', '//qr-test.'))).toEqual(read);
    expect(readKsefVerificationLink(productionLink.replace('//qr.', '//qr-demo.'))).toEqual(read);
  });

  it('reads the portal hosts the Ministry’s PDF generator prints (its own example link), with or without the web client’s path', () => {
    // ksef-pdf-generator's README: -q "https://ksef-test.mf.gov.pl/invoice/5265877635/26-10-2025/HS5E1zrA8WVjDNq_xMVIN5SD6nyRymmQ-BcYHReUAa0"
    const generatorLink = 'https://ksef-test.mf.gov.pl/invoice/5265877635/26-10-2025/HS5E1zrA8WVjDNq_xMVIN5SD6nyRymmQ-BcYHReUAa0';
    const read = { sellerTaxId: '5265877635', issueDate: '2025-10-26', documentHash: 'HS5E1zrA8WVjDNq_xMVIN5SD6nyRymmQ-BcYHReUAa0' };
    expect(readKsefVerificationLink(generatorLink)).toEqual(read);
    expect(readKsefVerificationLink(generatorLink.replace('ksef-test.', 'ksef.'))).toEqual(read);
    expect(readKsefVerificationLink(generatorLink.replace('/invoice/', '/client-app/invoice/'))).toEqual(read);
  });

  it('takes the link with spaces or a line end around it, as a decoder may give it', () => {
    expect(readKsefVerificationLink(`  ${productionLink}\n`)?.sellerTaxId).toBe(sellerTaxId);
  });

  it.each([
    ['another host', productionLink.replace('qr.ksef.mf.gov.pl', 'qr.ksef.example.com')],
    ['a look-alike host', productionLink.replace('qr.ksef.mf.gov.pl', 'qr.ksef.mf.gov.pl.example.com')],
    ['the API host', productionLink.replace('qr.ksef.mf.gov.pl', 'api.ksef.mf.gov.pl')],
    ['plain http', productionLink.replace('https:', 'http:')],
    ['a port', productionLink.replace('gov.pl/', 'gov.pl:8443/')],
    ['credentials', productionLink.replace('https://', 'https://user:secret@')],
    ['a query', `${productionLink}?x=1`],
    ['a fragment', `${productionLink}#top`],
    ['a trailing slash', `${productionLink}/`],
    ['a certificate link (KOD II)', `https://qr.ksef.mf.gov.pl/certificate/Nip/${sellerTaxId}/${sellerTaxId}/01F20A5D352AE590/${invoiceHash}/c2lnbmF0dXJl`],
    ['a wrong NIP check digit', productionLink.replace(sellerTaxId, '5260001247')],
    ['a NIP of nine digits', productionLink.replace(sellerTaxId, '526000124')],
    ['a day that does not exist', productionLink.replace('15-03-2025', '30-02-2025')],
    ['a month 13', productionLink.replace('15-03-2025', '15-13-2025')],
    ['an ISO date', productionLink.replace('15-03-2025', '2025-03-15')],
    ['a digest one character short', productionLink.slice(0, -1)],
    ['a digest in Base64 with padding', productionLink.replace(invoiceHash, `${createHash('sha256').update('<Faktura/>').digest('base64')}`)],
    ['a digest whose last character carries bits beyond 32 bytes', productionLink.replace(invoiceHash, `${invoiceHash.slice(0, -1)}B`)],
    ['a KSeF number', '5260001246-20250315-0100001AF629-AF'],
    ['no URL at all', 'Numer KSeF'],
    ['an empty text', ''],
  ])('is null for %s', (_case, text) => {
    expect(readKsefVerificationLink(text)).toBeNull();
  });
});

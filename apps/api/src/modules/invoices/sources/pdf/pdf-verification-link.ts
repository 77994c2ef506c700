// What the page's QR codes say, when one is KSeF's verification link (KOD I): the seller's NIP and the issue date,
// a second source for a print that was not read. Two links that disagree say nothing.

import { readKsefVerificationLink, type KsefVerificationLink } from '../ksef/ksef-verification-link.ts';

export function readVerifiedLink(qrTexts: readonly string[]): KsefVerificationLink | null {
  const links = qrTexts.flatMap((text) => {
    const link = readKsefVerificationLink(text);
    return link ? [link] : [];
  });
  const [first] = links;
  return first && links.every((link) => link.sellerTaxId === first.sellerTaxId && link.issueDate === first.issueDate) ? first : null;
}

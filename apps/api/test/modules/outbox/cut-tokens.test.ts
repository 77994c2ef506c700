import { describe, expect, it } from 'vitest';
import { cutMark, cutTokens } from '../../../src/modules/outbox/cut-tokens.ts';

const token = 'q2Vx1/Zk8+Lw3mN0pR4sT6uV8wX0yZ2aB4cD6eF8gH0=';

describe('cutTokens (what the outbox keeps of a mail once shown)', () => {
  it('cuts the token out of a reset link in text and html, plain or percent-encoded, keeping the rest', () => {
    const text = `Hello Ulla,\nopen:\nhttps://leasedesk.example/passwordReset/12/${token}\nThe link works once.`;
    expect(cutTokens(text)).toBe(`Hello Ulla,\nopen:\nhttps://leasedesk.example/passwordReset/12/${cutMark}\nThe link works once.`);
    const html = `<a href="https://leasedesk.example/passwordReset/12/${encodeURIComponent(token)}">this link</a>`;
    expect(cutTokens(html)).toBe(`<a href="https://leasedesk.example/passwordReset/12/${cutMark}">this link</a>`);
  });

  it('cuts any other long secret and leaves ordinary words and paths alone', () => {
    const secret = 'a'.repeat(20) + 'B9_-'.repeat(6);
    expect(cutTokens(`code ${secret} here`)).toBe(`code ${cutMark} here`);
    const ordinary = 'See https://leasedesk.example/some/rather/long/path/to/the/help/page/about/passwords for help.';
    expect(cutTokens(ordinary)).toBe(ordinary);
  });
});

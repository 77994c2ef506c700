// Hostile and broken XML: refused before or by the parser, each error naming the file, never a throw.
import { describe, expect, it } from 'vitest';
import { FA3_NAMESPACE, FA2_NAMESPACE, errorsOf, faInvoice, fixture, linesOf } from './ksef-test-files.ts';

const namespaces = { fa3: FA3_NAMESPACE, fa2: FA2_NAMESPACE };

describe('DTDs and entities', () => {
  it('refuses an external entity to /etc/passwd (XXE) before parsing', async () => {
    const errors = await errorsOf(fixture('xxe-external-entity.xml'), 'xxe-external-entity.xml');
    expect(errors).toEqual([{ propertyName: 'file: xxe-external-entity.xml', key: 'ksef.doctype' }]);
    expect(JSON.stringify(errors)).not.toContain('root:');
  });

  it('refuses a billion-laughs entity at once, expanding nothing', async () => {
    const started = performance.now();
    expect(await errorsOf(fixture('billion-laughs.xml'), 'lol.xml')).toEqual([{ propertyName: 'file: lol.xml', key: 'ksef.doctype' }]);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it.each([
    ['a lower-case doctype', '<!doctype Faktura>'],
    ['spaces after <!', '<! DOCTYPE Faktura>'],
    ['a lone entity declaration', '<!ENTITY x "y">'],
    ['a declaration hidden in a comment', '<!-- <!DOCTYPE x> -->'],
  ])('refuses %s', async (_, declaration) => {
    const xml = faInvoice().replace('<Faktura', `${declaration}\n<Faktura`);
    expect(await errorsOf(xml)).toEqual([{ propertyName: 'file: invoice.xml', key: 'ksef.doctype' }]);
  });

  it('refuses a reference to an entity no DTD declares, and keeps the five XML ones and character references', async () => {
    expect(await errorsOf(faInvoice({ rows: ['<P_7>&xxe;</P_7><P_11>1.00</P_11>'] }))).toEqual([{ propertyName: 'file: invoice.xml', key: 'ksef.malformedAt', params: { line: 6, column: 118 } }]);
    const [line] = await linesOf(faInvoice({ rows: ['<P_7>&lt;A&gt; &amp; &quot;B&quot; &apos;C&apos; &#x105;&#263;</P_7><P_11>1.00</P_11>'] }));
    expect(line?.positionDescription).toBe(`<A> & "B" 'C' ąć`);
  });

  it('refuses a character reference to a character XML forbids (NUL)', async () => {
    expect(await errorsOf(faInvoice({ rows: ['<P_7>a&#0;b</P_7><P_11>1.00</P_11>'] }))).toMatchObject([{ propertyName: 'file: invoice.xml', key: 'ksef.malformedAt', params: { line: 6 } }]);
  });
});

describe('not well-formed', () => {
  it('names the file and where the XML breaks (broken.xml, cut short)', async () => {
    const [error, ...more] = await errorsOf(fixture('broken.xml'), 'broken.xml');
    expect(more).toEqual([]);
    expect(error).toMatchObject({ propertyName: 'file: broken.xml', key: 'ksef.malformedAt', params: { line: expect.any(Number), column: expect.any(Number) } });
  });

  it('answers the line and column of a mismatched closing tag (where the tag ends)', async () => {
    expect(await errorsOf('<Faktura xmlns="x">\n  <Fa>\n  </Faktura>', 'x.xml')).toEqual([
      { propertyName: 'file: x.xml', key: 'ksef.malformedAt', params: { line: 3, column: 12 } },
    ]);
  });

  it.each([
    ['a NUL byte', faInvoice().replace('Rata leasingowa', 'Rata\u0000leasingowa')],
    ['a control character', faInvoice().replace('Rata leasingowa', 'Rata\u0007leasingowa')],
  ])('refuses %s with its line', async (_, xml) => {
    expect((await errorsOf(xml))[0]).toMatchObject({ key: 'ksef.malformedAt', params: { line: 6 } });
  });

  it.each([
    ['two root elements', `${faInvoice()}<Faktura/>`],
    ['an unbound prefix', faInvoice().replace('<Fa>', '<x:Fa>').replace('</Fa>', '</x:Fa>')],
    ['a bare ampersand', faInvoice({ rows: ['<P_7>A & B</P_7>'] })],
  ])('refuses %s', async (_, xml) => {
    const [error] = await errorsOf(xml);
    expect(error?.propertyName).toBe('file: invoice.xml');
    expect(['ksef.malformed', 'ksef.malformedAt']).toContain(error?.key);
  });

  it('reads an element or attribute called __proto__ as any other, polluting nothing', async () => {
    const tail = '<__proto__ __proto__="x" constructor="y"><polluted>1</polluted></__proto__>';
    expect(await linesOf(faInvoice({ tail }))).toHaveLength(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('refuses a file that is no XML, an empty one and one that is not UTF-8', async () => {
    expect(await errorsOf(Buffer.from('%PDF-1.7\n%âãÏÓ\n'), 'scan.pdf')).toEqual([{ propertyName: 'file: scan.pdf', key: 'ksef.notXml' }]);
    expect(await errorsOf(Buffer.alloc(0), 'empty.xml')).toEqual([{ propertyName: 'file: empty.xml', key: 'ksef.empty' }]);
    // `ó` in Windows-1250 is the single byte 0xF3.
    const windows1250 = Buffer.from(faInvoice().replace('Północ', 'P\u00f3lnoc'), 'latin1');
    expect(await errorsOf(windows1250)).toEqual([{ propertyName: 'file: invoice.xml', key: 'ksef.encoding' }]);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(faInvoice(), 'utf16le')]);
    expect(await errorsOf(utf16)).toEqual([{ propertyName: 'file: invoice.xml', key: 'ksef.encoding' }]);
  });

  it('reads a UTF-8 file with a byte-order mark', async () => {
    expect(await linesOf(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(faInvoice())]))).toHaveLength(1);
  });
});

describe('root and namespace', () => {
  it('refuses another namespace (FA(1), wrong-namespace.xml), naming it and the two accepted ones', async () => {
    expect(await errorsOf(fixture('wrong-namespace.xml'), 'fa1.xml')).toEqual([
      { propertyName: 'file: fa1.xml', key: 'ksef.namespace', params: { found: 'http://crd.gov.pl/wzor/2021/11/29/11089/', ...namespaces } },
    ]);
  });

  it('refuses a Faktura without a namespace', async () => {
    expect(await errorsOf(faInvoice().replace(` xmlns="${FA3_NAMESPACE}"`, ''))).toEqual([
      { propertyName: 'file: invoice.xml', key: 'ksef.noNamespace', params: namespaces },
    ]);
  });

  it('refuses another root element, even in the FA namespace', async () => {
    expect(await errorsOf(`<Invoice xmlns="${FA3_NAMESPACE}"><Fa/></Invoice>`)).toEqual([
      { propertyName: 'file: invoice.xml', key: 'ksef.root', params: { found: 'Invoice' } },
    ]);
  });

  it('takes the FA namespace declared on a prefix, and no element of another namespace', async () => {
    const prefixed = `<f:Faktura xmlns:f="${FA2_NAMESPACE}"><f:Podmiot1><f:DaneIdentyfikacyjne><f:NIP>1132853869</f:NIP><f:Nazwa>L</f:Nazwa></f:DaneIdentyfikacyjne></f:Podmiot1>
      <f:Fa><f:KodWaluty>PLN</f:KodWaluty><f:P_1>2026-01-02</f:P_1><f:P_2>P/1</f:P_2>
      <FaWiersz><P_11>999.00</P_11></FaWiersz><f:FaWiersz><f:P_11>1.00</f:P_11><f:P_12>23</f:P_12></f:FaWiersz></f:Fa></f:Faktura>`;
    expect((await linesOf(prefixed)).map((line) => line.positionNetAmountPln)).toEqual([1]);
    // The same element names in no namespace are not an FA invoice.
    expect((await errorsOf(prefixed.replace(`xmlns:f="${FA2_NAMESPACE}"`, `xmlns:f="${FA2_NAMESPACE}" xmlns:g="urn:x"`).replaceAll('f:Fa>', 'g:Fa>')))[0]).toMatchObject({
      key: 'ksef.field',
      params: { element: 'Fa' },
    });
  });

  it('refuses an invoice without FaWiersz', async () => {
    expect(await errorsOf(faInvoice({ rows: [] }))).toEqual([{ propertyName: 'file: invoice.xml', key: 'ksef.noLines' }]);
  });
});

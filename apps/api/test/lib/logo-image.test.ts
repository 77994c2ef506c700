import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '@leasedesk/contract';
import { logoPngOf, svgNestingDepth, type LogoResult } from '../../src/lib/logo-image.ts';
import { greyJpeg, pngFacts, solidPng } from '../support/images.ts';

const svg = (body: string, attributes = ' width="10" height="10"') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attributes}>${body}</svg>`);

function pngOf(result: LogoResult): Buffer {
  if (!result.ok) throw new Error(`expected a PNG, got: ${result.ok ? '' : result.problem.key}`);
  return result.png;
}

function refusal(result: LogoResult): string {
  if (result.ok) throw new Error('expected a refusal, got a PNG');
  return formatMessage('en', result.problem.key, result.problem.params);
}

describe('logoPngOf', () => {
  it('re-encodes PNG and JPEG at their own size, dropping metadata', async () => {
    const png = pngOf(await logoPngOf(solidPng(6, 4, [10, 20, 30], 'GPS 52.2297 21.0122')));
    expect(pngFacts(png)).toEqual({ width: 6, height: 4, centre: [10, 20, 30, 255] });
    expect(png.includes('GPS')).toBe(false);
    const jpeg = pngOf(await logoPngOf(greyJpeg('Author: somebody')));
    expect(pngFacts(jpeg)).toEqual({ width: 8, height: 8, centre: [200, 200, 200, 255] });
    expect(jpeg.includes('Author')).toBe(false);
  });

  it('shrinks a large raster to fit 512 × 512 and never enlarges a small one', async () => {
    expect(pngFacts(pngOf(await logoPngOf(solidPng(1024, 16, [0, 0, 0]))))).toMatchObject({ width: 512, height: 8 });
    expect(pngFacts(pngOf(await logoPngOf(solidPng(3, 2, [0, 0, 0]))))).toMatchObject({ width: 3, height: 2 });
  });

  it('refuses a raster that declares more pixels than a logo needs, before decoding it', async () => {
    expect(refusal(await logoPngOf(solidPng(20_000, 1, [0, 0, 0])))).toMatch(/too large in pixels/);
  });

  it('draws SVG at 512 px on the longer side, whatever size it declares', async () => {
    expect(pngFacts(pngOf(await logoPngOf(svg('<rect width="100%" height="100%" fill="#f00"/>', ' width="20" height="10"'))))).toEqual({
      width: 512,
      height: 256,
      centre: [255, 0, 0, 255],
    });
    expect(pngFacts(pngOf(await logoPngOf(svg('<rect width="100%" height="100%"/>', ' width="100000" height="50000"'))))).toMatchObject({ width: 512, height: 256 });
  });

  it('turns the markup-filter bypasses of the probe into plain pictures: scripts, handlers and CSS escapes do nothing in a PNG', async () => {
    const hostile = svg(
      '<style>@\\69mport url(https://evil.example/x.css); .a { fill: u\\72l(https://evil.example/p) }</style>' +
        '<script>alert(1)</script><rect class="a" width="10" height="10" fill="#00f" onload="alert(2)"/>' +
        '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>',
    );
    const png = pngOf(await logoPngOf(hostile));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    for (const text of ['alert', 'evil.example', 'script', 'svg']) expect(png.includes(text)).toBe(false);
  });

  it('refuses every reference outside the document, whatever the namespace prefix, so the renderer reads no file', async () => {
    // A real image on this machine: drawn, it would show red.
    const dir = mkdtempSync(join(tmpdir(), 'logo-'));
    const secret = join(dir, 'secret.png');
    writeFileSync(secret, solidPng(4, 4, [255, 0, 0]));
    const cases = [
      svg(`<image href="${secret}" width="10" height="10"/>`),
      svg(`<image xlink:href="file://${secret}" width="10" height="10"/>`),
      svg(`<image xl:href="${secret}" width="10" height="10"/>`, ' xmlns:xl="http://www.w3.org/1999/xlink" width="10" height="10"'),
      svg(`<filter id="f"><feImage href = '${secret}'/></filter><rect width="10" height="10" filter="url(#f)"/>`),
      svg('<image href="https://evil.example/a.png" width="10" height="10"/>'),
      svg('<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" width="10" height="10"/>'),
      svg('<image href="&#47;etc&#47;x.png" width="10" height="10"/>'),
    ];
    for (const bytes of cases) expect(refusal(await logoPngOf(bytes))).toMatch(/must not refer to files or addresses/);
    // References inside the document are fine.
    expect(pngFacts(pngOf(await logoPngOf(svg('<defs><rect id="r" width="10" height="10" fill="#0f0"/></defs><use xlink:href="#r"/>')))).centre).toEqual([0, 255, 0, 255]);
  });

  it('draws an SVG with the DOCTYPE editors write, and refuses one that declares entities', async () => {
    const doctype = '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">';
    expect(pngOf(await logoPngOf(Buffer.from(`<?xml version="1.0"?>\n${doctype}\n<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>`))).length).toBeGreaterThan(0);
    // The entity spells an element whose href the text check could not see.
    const hidden = '<!DOCTYPE svg [<!ENTITY i "<image h&#114;ef=\'/etc/logo.png\' width=\'9\' height=\'9\'/>">]>';
    expect(refusal(await logoPngOf(Buffer.from(`<?xml version="1.0"?>${hidden}<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9">&i;</svg>`)))).toMatch(/must not declare entities/);
    expect(refusal(await logoPngOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><!ENTITY x SYSTEM "file:///etc/passwd"></svg>')))).toMatch(/must not declare entities/);
  });

  it('refuses deep nesting, broken markup and other formats with a reason', async () => {
    const deep = (depth: number) => svg(`${'<g>'.repeat(depth)}<rect width="1" height="1"/>${'</g>'.repeat(depth)}`);
    expect(refusal(await logoPngOf(deep(300)))).toMatch(/nested too deeply/);
    expect(refusal(await logoPngOf(deep(50_000)))).toMatch(/nested too deeply/);
    expect(pngOf(await logoPngOf(deep(200))).length).toBeGreaterThan(0);
    expect(refusal(await logoPngOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')))).toMatch(/cannot be drawn/);
    expect(refusal(await logoPngOf(Buffer.from('<?xml version="1.0"?><html><body/></html>')))).toMatch(/PNG, JPEG or SVG/);
    expect(refusal(await logoPngOf(Buffer.from('hello, I am a PNG, honestly')))).toMatch(/PNG, JPEG or SVG/);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x00\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;', 'latin1');
    expect(refusal(await logoPngOf(gif))).toMatch(/PNG, JPEG or SVG/);
    expect(refusal(await logoPngOf(Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex')))).toMatch(/cannot be read/);
  });

  it('stops a render that takes too long', async () => {
    expect(refusal(await logoPngOf(svg('<rect width="10" height="10"/>'), 1))).toMatch(/took too long/);
  });
});

describe('svgNestingDepth', () => {
  it('counts open elements, not self-closing ones, comments, CDATA or a > inside an attribute', () => {
    expect(svgNestingDepth('<svg><g a="x>y"><rect/><!-- <g><g> --><![CDATA[<g><g>]]></g></svg>')).toBe(2);
    expect(svgNestingDepth('<?xml version="1.0"?><svg><g><g><g/></g></g></svg>')).toBe(3);
  });
});

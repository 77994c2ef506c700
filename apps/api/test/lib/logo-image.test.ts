import { describe, expect, it } from 'vitest';
import { checkLogoImage } from '../../src/lib/logo-image.ts';
import { tinyJpeg, tinyPng } from '../support/multipart.ts';

const svg = (body: string, attributes = '') => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attributes}>${body}</svg>`);

describe('checkLogoImage', () => {
  it('accepts PNG and JPEG by their bytes', async () => {
    expect(await checkLogoImage(tinyPng)).toEqual({ ok: true, mime: 'image/png' });
    expect(await checkLogoImage(tinyJpeg)).toEqual({ ok: true, mime: 'image/jpeg' });
  });

  it('accepts a clean SVG, with an XML declaration, a comment, styles and local references', async () => {
    const clean = `<?xml version="1.0" encoding="UTF-8"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><style>.a{fill:url(#g)}</style><defs><linearGradient id="g"/></defs><rect class="a" width="10" height="10" style="fill: url('#g')"/><use href="#g"/></svg>`;
    expect(await checkLogoImage(Buffer.from(clean))).toEqual({ ok: true, mime: 'image/svg+xml' });
  });

  it.each([
    ['a script element', svg('<script>alert(1)</script>')],
    ['a namespaced script element', svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>')],
    ['an event handler', svg('<rect onload="alert(1)"/>')],
    ['an upper-case event handler', svg('<rect ONMOUSEOVER="alert(1)"/>')],
    ['a handler on the root', svg('', ' onload="alert(1)"')],
    ['an external href', svg('<image href="https://evil.example/a.png"/>')],
    ['an external xlink:href', svg('<use xlink:href="https://evil.example/s.svg#x"/>')],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><rect/></a>')],
    ['a data: reference', svg('<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>')],
    ['foreignObject', svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>')],
    ['an external url() in a style attribute', svg('<rect style="fill:url(https://evil.example/x)"/>')],
    ['@import in a style element', svg('<style>@import url(https://evil.example/x.css);</style>')],
    ['an animation that sets href', svg('<a><set attributeName="href" to="javascript:alert(1)"/></a>')],
    ['a DOCTYPE with entities', Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>')],
    ['broken XML', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')],
    ['XML that is not SVG', Buffer.from('<?xml version="1.0"?><html><body/></html>')],
    ['plain text', Buffer.from('hello, I am a PNG, honestly')],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x00\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;', 'latin1')],
  ])('refuses %s', async (_, bytes) => {
    const check = await checkLogoImage(bytes);
    expect(check.ok).toBe(false);
  });
});

import { fileTypeFromBuffer } from 'file-type';
import type { MessageRef } from '@leasedesk/contract';
import { rasteriseSvg, type RasteriseResult } from './svg-rasteriser.ts';

/**
 * Every logo is stored and served as a PNG that this server drew: SVG markup is never kept, so no
 * markup filter has to be right, and re-encoding a PNG or JPEG drops whatever else the file carried
 * (metadata, trailing bytes).
 */
/** The PNG to store, or why the upload is refused (a catalog key, worded in the caller's language). */
export type LogoResult = { ok: true; png: Buffer } | { ok: false; problem: MessageRef };

/** The stored PNG fits within this many pixels each way: plenty for a header and a home card. */
export const logoMaxSide = 512;
/** A render that takes longer is killed. Ordinary logos take a few milliseconds. */
export const logoRenderTimeoutMs = 5000;
/** Deeper markup is refused with a clear message (resvg itself stops at 1024 levels). */
export const svgMaxDepth = 256;
/** A small PNG or JPEG file can declare an enormous bitmap; refuse it before decoding. */
const rasterMaxSide = 10_000;
const rasterMaxPixels = 40_000_000;

const notAnImage: MessageRef = { key: 'records.tenant.logo.notAnImage' };

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Width and height from a JPEG's first start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const startOfFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (startOfFrame) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    const standalone = (marker >= 0xd0 && marker <= 0xd9) || marker === 0x01;
    at += standalone ? 2 : 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}

/** How deep the elements nest, from the markup alone (comments, CDATA and processing instructions left out). */
export function svgNestingDepth(text: string): number {
  const markup = text.replace(/<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>/g, '');
  let depth = 0;
  let deepest = 0;
  for (const [, closing, selfClosing] of markup.matchAll(/<(\/?)[A-Za-z_][^\s/>]*(?:"[^"]*"|'[^']*'|[^>"'])*?(\/?)>/g)) {
    if (closing) depth -= 1;
    else if (!selfClosing) deepest = Math.max(deepest, ++depth);
  }
  return deepest;
}

/**
 * What must not reach the renderer. resvg draws any `href` that names a file on this machine, so
 * every href (whatever its namespace prefix: `xlink:`, `xl:`, none) must point inside the document
 * (`#id`); checking the raw text, not a parse, leaves no parser to disagree with resvg's. Entities
 * could spell an href the text check cannot see, so a DOCTYPE may only name the SVG DTD (as editors
 * write it), never declare anything.
 */
function svgProblem(text: string): MessageRef | null {
  if (/<!ENTITY|<!DOCTYPE[^>]*\[/i.test(text)) return { key: 'records.tenant.logo.svgEntities' };
  if (/href\s*=\s*(?!["']#)/i.test(text)) return { key: 'records.tenant.logo.svgExternalReference' };
  if (svgNestingDepth(text) > svgMaxDepth) return { key: 'records.tenant.logo.svgTooDeep', params: { maximum: svgMaxDepth } };
  return null;
}

function problemOf(result: Exclude<RasteriseResult, { ok: true }>, what: 'image' | 'svg'): MessageRef {
  if (result.reason === 'timeout') return { key: `records.tenant.logo.${what}Timeout` };
  if (result.reason === 'tooLarge') return { key: `records.tenant.logo.${what}TooLarge` };
  // The renderer's own reason is technical English; it is kept short and shown as it is.
  return { key: `records.tenant.logo.${what}NotDrawn`, params: { detail: result.detail.slice(0, 200) } };
}

const renderLimits = { maxSide: logoMaxSide, timeoutMs: logoRenderTimeoutMs };

/** A PNG or JPEG, drawn into an SVG as a data URL and rendered again: only its pixels survive. */
async function reencodeRaster(bytes: Buffer, mime: 'image/png' | 'image/jpeg', timeoutMs: number): Promise<LogoResult> {
  const size = mime === 'image/png' ? pngSize(bytes) : jpegSize(bytes);
  if (!size || size.width === 0 || size.height === 0) return { ok: false, problem: { key: 'records.tenant.logo.imageUnreadable' } };
  if (size.width > rasterMaxSide || size.height > rasterMaxSide || size.width * size.height > rasterMaxPixels) {
    return { ok: false, problem: { key: 'records.tenant.logo.imageTooManyPixels', params: { maximum: rasterMaxSide } } };
  }
  const { width, height } = size;
  const wrapper = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><image width="${width}" height="${height}" href="data:${mime};base64,${bytes.toString('base64')}"/></svg>`;
  const result = await rasteriseSvg(Buffer.from(wrapper), { ...renderLimits, timeoutMs, upscale: false, systemFonts: false });
  return result.ok ? result : { ok: false, problem: problemOf(result, 'image') };
}

/** SVG text as a logo: checked for what would reach outside the document, then drawn. */
export async function rasteriseSvgLogo(text: string, timeoutMs = logoRenderTimeoutMs): Promise<LogoResult> {
  const problem = svgProblem(text);
  if (problem) return { ok: false, problem };
  const result = await rasteriseSvg(Buffer.from(text), { ...renderLimits, timeoutMs, upscale: true, systemFonts: true });
  return result.ok ? result : { ok: false, problem: problemOf(result, 'svg') };
}

/** Decides the type from the bytes, never from the file name or the declared type, and answers the PNG to store. */
export async function logoPngOf(bytes: Buffer, timeoutMs = logoRenderTimeoutMs): Promise<LogoResult> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime === 'image/png' || detected?.mime === 'image/jpeg') return reencodeRaster(bytes, detected.mime, timeoutMs);
  if (detected && detected.mime !== 'application/xml') return { ok: false, problem: notAnImage };
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)*<svg[\s>]/i.test(text)) return rasteriseSvgLogo(text, timeoutMs);
  return { ok: false, problem: notAnImage };
}

import { fileTypeFromBuffer } from 'file-type';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export type LogoMime = 'image/png' | 'image/jpeg' | 'image/svg+xml';

export type LogoCheck = { ok: true; mime: LogoMime } | { ok: false; message: string };

/** Elements that run code or pull in other documents. */
const forbiddenElements = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener', 'audio', 'video']);
/** Attributes that point at other resources: only same-document references (#id) are allowed. */
const referenceAttributes = new Set(['href', 'xlink:href', 'src']);
/** CSS that loads or runs something: url() to anything but #id, @import, expression(), javascript:. */
const unsafeCss = /@import|expression\s*\(|javascript:|url\s*\(\s*(?!['"]?#)/i;

type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  allowBooleanAttributes: true,
  processEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
});

function problemInAttributes(element: string, attributes: Record<string, unknown>): string | null {
  for (const [name, raw] of Object.entries(attributes)) {
    const attribute = name.toLowerCase();
    const value = String(raw);
    if (attribute.startsWith('on')) return `event handler attribute ${name}`;
    if (referenceAttributes.has(attribute) && !value.trim().startsWith('#')) return `external reference in ${name}`;
    if (/javascript:/i.test(value)) return `script URL in ${name}`;
    if (attribute === 'style' && unsafeCss.test(value)) return 'unsafe style attribute';
    // <set>/<animate> can write an href or a handler at run time.
    if (attribute === 'attributename' && /^(on|href$|xlink:href$)/i.test(value.trim())) return `animation of ${value} in <${element}>`;
  }
  return null;
}

function problemIn(nodes: XmlNode[]): string | null {
  for (const node of nodes) {
    for (const [key, children] of Object.entries(node)) {
      if (key === ':@' || key === '#text' || key === '#comment' || key.startsWith('?')) continue;
      const element = key.toLowerCase().replace(/^.*:/, '');
      if (forbiddenElements.has(element)) return `<${key}> element`;
      const attributes = (node[':@'] ?? {}) as Record<string, unknown>;
      const problem = problemInAttributes(element, attributes);
      if (problem) return problem;
      if (element === 'style') {
        const css = JSON.stringify(children);
        if (unsafeCss.test(css)) return 'unsafe <style> content';
      }
      if (Array.isArray(children)) {
        const inner = problemIn(children as XmlNode[]);
        if (inner) return inner;
      }
    }
  }
  return null;
}

/** A well-formed SVG document with no scripts, event handlers, external references or DTD (entity tricks). */
export function checkSvg(text: string): LogoCheck {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return { ok: false, message: 'The SVG must not contain a DOCTYPE or entities' };
  let nodes: XmlNode[];
  try {
    if (XMLValidator.validate(text) !== true) return { ok: false, message: 'The SVG is not well-formed XML' };
    nodes = parser.parse(text) as XmlNode[];
  } catch {
    // The parser gives up on deep nesting ("Maximum nested tags exceeded"): the upload's fault, not ours.
    return { ok: false, message: 'The SVG is nested too deeply to be read' };
  }
  const root = nodes.find((node) => Object.keys(node).some((key) => key !== ':@' && !key.startsWith('?') && key !== '#comment' && key !== '#text'));
  const rootName = root ? Object.keys(root).find((key) => key !== ':@') : undefined;
  if (rootName?.toLowerCase().replace(/^.*:/, '') !== 'svg') return { ok: false, message: 'The file is not an SVG image' };
  const problem = problemIn(nodes);
  if (problem) return { ok: false, message: `The SVG is not accepted: ${problem}` };
  return { ok: true, mime: 'image/svg+xml' };
}

/** Decides the type from the bytes, never from the file name or the declared type. */
export async function checkLogoImage(bytes: Buffer): Promise<LogoCheck> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime === 'image/png' || detected?.mime === 'image/jpeg') return { ok: true, mime: detected.mime };
  if (detected && detected.mime !== 'application/xml') return { ok: false, message: 'The logo must be a PNG, JPEG or SVG image' };
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text)) return checkSvg(text);
  return { ok: false, message: 'The logo must be a PNG, JPEG or SVG image' };
}

import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { KsefProblem } from './ksef-problem.ts';

/** An element with its namespace resolved from the xmlns declarations in scope, whatever its prefix. */
export type XmlElement = {
  namespace: string | null;
  /** The local name (without prefix). */
  name: string;
  children: XmlElement[];
  /** Its own text (entity and character references decoded, CDATA as is), trimmed. */
  text: string;
};

export type XmlTree = { ok: true; root: XmlElement } | { ok: false; problem: KsefProblem };

// Entities stay undecoded by the parser (no DTD is ever honoured); the five XML predefines and character
// references are decoded here, by a fixed table, so nothing can expand beyond its own length.
const parser = new XMLParser({
  preserveOrder: true,
  processEntities: false,
  htmlEntities: false,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  cdataPropName: '#cdata',
  // No callback reads tag paths; building them for every tag made parsing about 3.5 times slower.
  jPath: false,
});

type ParsedNode = Record<string, unknown>;
type Scope = ReadonlyMap<string, string | null>;

class MalformedXml extends Error {}

/** Before any declaration: unprefixed names are in no namespace, and `xml` is bound by the XML spec. */
const documentScope: Scope = new Map([
  ['', null],
  ['xml', 'http://www.w3.org/XML/1998/namespace'],
]);

/** A well-formed document's root element, or the problem that makes it unreadable. */
export function parseXmlTree(text: string): XmlTree {
  const validation = XMLValidator.validate(text);
  if (validation !== true) {
    const { line, col } = validation.err;
    return { ok: false, problem: { key: 'ksef.malformedAt', params: { line, column: col } } };
  }
  try {
    const nodes = parser.parse(text) as ParsedNode[];
    const elements = nodes.filter((node) => elementName(node) !== null);
    const [root] = elements;
    if (elements.length !== 1 || !root) return { ok: false, problem: { key: 'ksef.malformed' } };
    return { ok: true, root: toElement(root, documentScope) };
  } catch {
    // Names the parser refuses (__proto__), nesting beyond its limit, a bad reference or an unbound prefix.
    return { ok: false, problem: { key: 'ksef.malformed' } };
  }
}

function elementName(node: ParsedNode): string | null {
  const name = Object.keys(node).find((key) => key !== ':@');
  return name === undefined || name === '#text' || name === '#cdata' ? null : name;
}

function toElement(node: ParsedNode, outerScope: Scope): XmlElement {
  const qualifiedName = elementName(node) ?? '';
  const scope = declaredScope(node[':@'], outerScope);
  const colon = qualifiedName.indexOf(':');
  const prefix = colon < 0 ? '' : qualifiedName.slice(0, colon);
  const localName = colon < 0 ? qualifiedName : qualifiedName.slice(colon + 1);
  if (localName === '' || localName.includes(':')) throw new MalformedXml(`name ${qualifiedName}`);
  const namespace = scope.get(prefix);
  if (namespace === undefined) throw new MalformedXml(`unbound prefix ${prefix}`);
  const children: XmlElement[] = [];
  let text = '';
  for (const child of node[qualifiedName] as ParsedNode[]) {
    if (typeof child['#text'] === 'string') text += decodeReferences(child['#text']);
    else if (Array.isArray(child['#cdata'])) text += (child['#cdata'] as ParsedNode[]).map((part) => String(part['#text'] ?? '')).join('');
    else if (elementName(child) !== null) children.push(toElement(child, scope));
  }
  return { namespace: namespace === null || namespace === '' ? null : namespace, name: localName, children, text: text.trim() };
}

/** The prefixes in scope for an element: the outer ones with its own xmlns declarations over them. */
function declaredScope(attributes: unknown, outerScope: Scope): Scope {
  if (typeof attributes !== 'object' || attributes === null) return outerScope;
  const scope = new Map(outerScope);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'xmlns') scope.set('', decodeReferences(String(value)) || null);
    else if (name.startsWith('xmlns:')) scope.set(name.slice('xmlns:'.length), decodeReferences(String(value)));
  }
  return scope;
}

const predefined: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeReferences(text: string): string {
  if (!text.includes('&')) return text;
  // A bare `&` (or an entity no DTD declares) is not well-formed: it matches without a reference.
  return text.replace(/&(?:(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|amp|lt|gt|quot|apos);)?/g, (_, reference: string | undefined) => {
    if (reference === undefined) throw new MalformedXml('a reference without its declaration');
    if (!reference.startsWith('#')) return predefined[reference] ?? '';
    const codePoint = reference.startsWith('#x') ? Number.parseInt(reference.slice(2), 16) : Number.parseInt(reference.slice(1), 10);
    if (!isXmlCharacter(codePoint)) throw new MalformedXml(`character reference ${reference}`);
    return String.fromCodePoint(codePoint);
  });
}

function isXmlCharacter(codePoint: number): boolean {
  return (
    codePoint === 0x9 ||
    codePoint === 0xa ||
    codePoint === 0xd ||
    (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
    (codePoint >= 0x10000 && codePoint <= 0x10ffff)
  );
}

import { SaxesParser, type SaxesTagNS } from 'saxes';
import { MAX_KSEF_XML_DEPTH, MAX_KSEF_XML_ELEMENTS } from './ksef-limits.ts';
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

/** Reading stops at the first problem: thrown from the parser's handlers, caught once by parseXmlTree. */
class Refusal extends Error {
  constructor(readonly problem: KsefProblem) {
    super(problem.key);
  }
}

/** Bytes decoded and read at a time: a document refused early is never decoded whole. */
const chunkBytes = 64 * 1024;

/**
 * A well-formed document's root element, or the problem that makes it unreadable. The tree is built as the
 * document is read (saxes: streaming, namespace-aware, checking well-formedness), UTF-8 bytes decoded a chunk
 * at a time, holding nothing but the elements it keeps; reading stops as soon as the document passes
 * MAX_KSEF_XML_ELEMENTS elements or MAX_KSEF_XML_DEPTH levels. No DTD is ever honoured (xmlBytesProblem
 * refuses any before, and one met here is refused too); saxes decodes only the five XML entities and
 * character references, so nothing expands beyond its own length, and an entity no DTD declares is not
 * well-formed.
 */
export function parseXmlTree(document: string | Buffer): XmlTree {
  const builder = new TreeBuilder();
  const parser = new SaxesParser({ xmlns: true, position: true });
  parser.on('error', () => {
    throw new Refusal({ key: 'ksef.malformedAt', params: { line: parser.line, column: parser.column } });
  });
  parser.on('doctype', () => {
    throw new Refusal({ key: 'ksef.doctype' });
  });
  parser.on('opentag', (tag) => builder.open(tag));
  parser.on('closetag', () => builder.close());
  parser.on('text', (content) => builder.addText(content));
  parser.on('cdata', (content) => builder.addText(content));
  try {
    if (typeof document === 'string') parser.write(document);
    else writeDecoded(parser, document);
    parser.close();
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, problem: error.problem };
    // Anything the handlers did not foresee is still this file's problem, never the request's.
    return { ok: false, problem: { key: 'ksef.malformed' } };
  }
  return builder.root ? { ok: true, root: builder.root } : { ok: false, problem: { key: 'ksef.malformed' } };
}

/** UTF-8 bytes (a byte-order mark dropped) to the parser, a chunk at a time; a character is never split. */
function writeDecoded(parser: SaxesParser, bytes: Buffer): void {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let at = 0; at < bytes.length; at += chunkBytes) parser.write(decoder.decode(bytes.subarray(at, at + chunkBytes), { stream: true }));
  parser.write(decoder.decode());
}

type OpenElement = { element: XmlElement; text: string };

/** The compact tree of a document, element by element as the parser meets them, within the limits. */
class TreeBuilder {
  root: XmlElement | null = null;
  private readonly openElements: OpenElement[] = [];
  private elements = 0;

  open(tag: SaxesTagNS): void {
    this.elements += 1;
    if (this.elements > MAX_KSEF_XML_ELEMENTS) throw new Refusal({ key: 'ksef.xmlTooManyElements', params: { maximum: MAX_KSEF_XML_ELEMENTS } });
    if (this.openElements.length >= MAX_KSEF_XML_DEPTH) throw new Refusal({ key: 'ksef.xmlTooDeep', params: { maximum: MAX_KSEF_XML_DEPTH } });
    const element: XmlElement = { namespace: tag.uri === '' ? null : tag.uri, name: tag.local, children: [], text: '' };
    const parent = this.openElements.at(-1);
    if (parent) parent.element.children.push(element);
    else this.root = element;
    this.openElements.push({ element, text: '' });
  }

  close(): void {
    const closed = this.openElements.pop();
    if (closed) closed.element.text = closed.text.trim();
  }

  /** Text outside the root is whitespace (the parser refuses anything else there). */
  addText(content: string): void {
    const current = this.openElements.at(-1);
    if (current) current.text += content;
  }
}

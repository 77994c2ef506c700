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
 * A well-formed document's root element, or the problem that makes it unreadable. The document is read twice
 * (saxes: streaming, namespace-aware, checking well-formedness), UTF-8 bytes decoded a chunk at a time: first
 * keeping nothing but a count of elements and the depth, stopping as soon as it passes MAX_KSEF_XML_ELEMENTS
 * elements or MAX_KSEF_XML_DEPTH levels or meets any other problem; then, only for a document within those
 * limits, building the tree. A flood of elements is thus refused without holding any of them: built as it was
 * read, each refused flood left a tree of 200 000 elements to be collected (18 MB once built, promoted to the old
 * generation as it grew), and eight hostile uploads
 * of five such files drove the server past 1 GB. No DTD is ever honoured (xmlBytesProblem refuses any before,
 * and one met here is refused too); saxes decodes only the five XML entities and character references, so
 * nothing expands beyond its own length, and an entity no DTD declares is not well-formed.
 */
export function parseXmlTree(document: string | Buffer): XmlTree {
  const counted = readWith(document, new LimitsCounter());
  if (counted) return { ok: false, problem: counted };
  const builder = new TreeBuilder();
  const built = readWith(document, builder);
  if (built) return { ok: false, problem: built };
  return builder.root ? { ok: true, root: builder.root } : { ok: false, problem: { key: 'ksef.malformed' } };
}

/** What a reading pass is told of the document, element by element. */
interface XmlVisitor {
  open(tag: SaxesTagNS): void;
  close(): void;
  addText(content: string): void;
}

/** Reads the whole document into `visitor`: the problem that stops it, or null when it was read to its end. */
function readWith(document: string | Buffer, visitor: XmlVisitor): KsefProblem | null {
  const parser = new SaxesParser({ xmlns: true, position: true });
  parser.on('error', () => {
    throw new Refusal({ key: 'ksef.malformedAt', params: { line: parser.line, column: parser.column } });
  });
  parser.on('doctype', () => {
    throw new Refusal({ key: 'ksef.doctype' });
  });
  parser.on('opentag', (tag) => visitor.open(tag));
  parser.on('closetag', () => visitor.close());
  parser.on('text', (content) => visitor.addText(content));
  parser.on('cdata', (content) => visitor.addText(content));
  try {
    if (typeof document === 'string') parser.write(document);
    else writeDecoded(parser, document);
    parser.close();
  } catch (error) {
    if (error instanceof Refusal) return error.problem;
    // Anything the handlers did not foresee is still this file's problem, never the request's.
    return { key: 'ksef.malformed' };
  }
  return null;
}

/** UTF-8 bytes (a byte-order mark dropped) to the parser, a chunk at a time; a character is never split. */
function writeDecoded(parser: SaxesParser, bytes: Buffer): void {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let at = 0; at < bytes.length; at += chunkBytes) parser.write(decoder.decode(bytes.subarray(at, at + chunkBytes), { stream: true }));
  parser.write(decoder.decode());
}

/** The first pass: the limits of elements and depth, holding nothing of the document. */
class LimitsCounter implements XmlVisitor {
  private elements = 0;
  private depth = 0;

  open(): void {
    this.elements += 1;
    if (this.elements > MAX_KSEF_XML_ELEMENTS) throw new Refusal({ key: 'ksef.xmlTooManyElements', params: { maximum: MAX_KSEF_XML_ELEMENTS } });
    if (this.depth >= MAX_KSEF_XML_DEPTH) throw new Refusal({ key: 'ksef.xmlTooDeep', params: { maximum: MAX_KSEF_XML_DEPTH } });
    this.depth += 1;
  }

  close(): void {
    this.depth -= 1;
  }

  addText(): void {}
}

type OpenElement = { element: XmlElement; text: string };

/** The second pass: the compact tree of a document the first found within the limits. */
class TreeBuilder implements XmlVisitor {
  root: XmlElement | null = null;
  private readonly openElements: OpenElement[] = [];

  open(tag: SaxesTagNS): void {
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

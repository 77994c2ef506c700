import type { XmlElement } from './ksef-xml-tree.ts';

// Every element of an FA invoice is in the invoice's namespace (the schemas qualify them all), so a child
// counts only when it shares its parent's namespace: an element of another vocabulary with the same local
// name is never taken for an FA one.

/** The children of that local name, in document order. */
export function childrenNamed(parent: XmlElement, name: string): XmlElement[] {
  return parent.children.filter((child) => child.name === name && child.namespace === parent.namespace);
}

/** Every element at the end of the path (`['Platnosc', 'TerminPlatnosci', 'Termin']`), in document order. */
export function elementsAt(parent: XmlElement, path: readonly string[]): XmlElement[] {
  return path.reduce<XmlElement[]>((found, name) => found.flatMap((element) => childrenNamed(element, name)), [parent]);
}

/** The first element at the end of the path, in document order. */
export function firstAt(parent: XmlElement, path: readonly string[]): XmlElement | undefined {
  return elementsAt(parent, path)[0];
}

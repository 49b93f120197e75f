/**
 * Reading UBL documents: a strict parse with `@xmldom/xmldom` and namespace-aware lookups by
 * prefixed path (`cac:Party/cac:PartyTaxScheme/cbc:CompanyID`), prefixes being those of
 * {@link XML_NAMESPACES} whatever prefixes the document itself uses.
 * @module
 */
import type { Document, Element } from '@xmldom/xmldom';
import { xmldomLibrary } from './document-libraries';
import { XML_NAMESPACES, type XmlPrefix } from './xml-tree';

/** The element type the reader hands out (xmldom's). */
export type XmlNode = Element;

/** Parses XML text; malformed XML (or any parser error, not only fatal ones) throws. */
export function parseXml(text: string): Document {
  const { DOMParser } = xmldomLibrary();
  return new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') throw new Error(`Not well-formed XML: ${message}`);
    },
  }).parseFromString(text, 'application/xml');
}

/** The document element of parsed XML. */
export function rootOf(document: Document): XmlNode {
  const root = document.documentElement;
  if (!root) throw new Error('The XML has no document element.');
  return root;
}

function matches(node: XmlNode, qualifiedName: string): boolean {
  const [prefix, localName] = qualifiedName.split(':') as [XmlPrefix, string];
  return node.localName === localName && node.namespaceURI === XML_NAMESPACES[prefix];
}

/** The element children of `parent`, or only those named `qualifiedName` (`cac:InvoiceLine`). */
export function childElements(parent: XmlNode, qualifiedName?: string): XmlNode[] {
  const children: XmlNode[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === node.ELEMENT_NODE) {
      const element = node as XmlNode;
      if (!qualifiedName || matches(element, qualifiedName)) children.push(element);
    }
  }
  return children;
}

/** The first element along a `/`-separated path of prefixed names, or `undefined`. */
export function findElement(parent: XmlNode, path: string): XmlNode | undefined {
  let current: XmlNode | undefined = parent;
  for (const step of path.split('/')) {
    current = current && childElements(current, step)[0];
  }
  return current;
}

/** The trimmed text at `path`, or `undefined` when the element is missing. */
export function optionalText(parent: XmlNode, path: string): string | undefined {
  return findElement(parent, path)?.textContent?.trim();
}

/** The trimmed text at `path`; a missing element throws, naming the path. */
export function requiredText(parent: XmlNode, path: string): string {
  const text = optionalText(parent, path);
  if (text === undefined) throw new Error(`The document has no ${path} under ${parent.tagName}.`);
  return text;
}

/** The number at `path` (amounts, quantities); a missing element or a non-number throws. */
export function requiredNumber(parent: XmlNode, path: string): number {
  const text = requiredText(parent, path);
  const value = Number(text);
  if (text === '' || !Number.isFinite(value)) throw new Error(`${path} is not a number: "${text}".`);
  return value;
}

/** An attribute of the element at `path`, or `undefined`. */
export function attributeAt(parent: XmlNode, path: string, attribute: string): string | undefined {
  return findElement(parent, path)?.getAttribute(attribute) ?? undefined;
}

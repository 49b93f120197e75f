/**
 * UBL documents written as a tree of small element descriptions (`el('cbc:ID', '…')`) and turned into
 * XML text by `@xmldom/xmldom`, the DOM the signer and the reader use too. Elements are created with
 * their namespaces, every prefix is declared once on the root (as DIAN's examples do), and the result
 * is indented for people reading a downloaded XML: the signature covers the text as it is, spaces included.
 * @module
 */
import type { Document, Element } from '@xmldom/xmldom';
import { xmldomLibrary } from './document-libraries';

/** The prefixes UBL and DIAN documents use, with their namespaces. */
export const XML_NAMESPACES = {
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  sts: 'dian:gov:co:facturaelectronica:Structures-2-1',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  xades: 'http://uri.etsi.org/01903/v1.3.2#',
  xades141: 'http://uri.etsi.org/01903/v1.4.1#',
} as const;

/** One of the {@link XML_NAMESPACES} prefixes. */
export type XmlPrefix = keyof typeof XML_NAMESPACES;

/** The UBL document types Facturo writes, with their root namespace. */
export const DOCUMENT_NAMESPACES = {
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  ApplicationResponse: 'urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2',
  AttachedDocument: 'urn:oasis:names:specification:ubl:schema:xsd:AttachedDocument-2',
} as const;

/** One of the {@link DOCUMENT_NAMESPACES} root element names. */
export type UblDocumentType = keyof typeof DOCUMENT_NAMESPACES;

/** Text written as a CDATA section (a whole XML document embedded in another). */
export interface XmlCData {
  cdata: string;
}

/** An element to write: a prefixed name, attributes, and text, CDATA or child elements. */
export interface XmlElement {
  name: `${XmlPrefix}:${string}`;
  attributes: Readonly<Record<string, string>>;
  content: string | XmlCData | readonly XmlElement[];
}

/** What an element holds; `undefined` and `false` children are left out, so optional parts read inline. */
type XmlContent = string | XmlCData | readonly (XmlElement | undefined | false)[];

/** Attributes; an `undefined` value leaves the attribute out. */
type XmlAttributes = Readonly<Record<string, string | undefined>>;

const present = (children: readonly (XmlElement | undefined | false)[]): XmlElement[] =>
  children.filter((child): child is XmlElement => Boolean(child));

const isContent = (value: XmlAttributes | XmlContent): value is XmlContent =>
  typeof value === 'string' || Array.isArray(value) || 'cdata' in value;

/**
 * An element description: `el('cbc:ID', 'SETP1')`, `el('cbc:ID', { schemeName: '31' }, '900123456')`,
 * `el('cac:Party', [el(…), optional && el(…)])`. An element without content is written empty.
 */
export function el(
  name: XmlElement['name'],
  attributesOrContent: XmlAttributes | XmlContent = [],
  content: XmlContent = [],
): XmlElement {
  const [attributes, body] = isContent(attributesOrContent)
    ? [{}, attributesOrContent]
    : [attributesOrContent, content];
  const defined = Object.entries(attributes).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return {
    name,
    attributes: Object.fromEntries(defined),
    content: typeof body === 'string' || 'cdata' in body ? body : present(body),
  };
}

function namespaceOf(name: XmlElement['name']): string {
  const prefix = name.slice(0, name.indexOf(':')) as XmlPrefix;
  return XML_NAMESPACES[prefix];
}

const INDENT = '  ';

function append(parent: Element, spec: XmlElement, depth: number, indent = INDENT): void {
  const document = parent.ownerDocument as Document;
  const element = document.createElementNS(namespaceOf(spec.name), spec.name);
  for (const [name, value] of Object.entries(spec.attributes)) element.setAttribute(name, value);
  const { content } = spec;
  if (typeof content === 'string') {
    if (content) element.appendChild(document.createTextNode(content));
  } else if ('cdata' in content) {
    // A CDATA section cannot hold "]]>": end one section after "]]" and start the next with ">".
    const pieces = content.cdata.split(']]>');
    pieces.forEach((piece, index) => {
      const text = `${index > 0 ? '>' : ''}${piece}${index < pieces.length - 1 ? ']]' : ''}`;
      element.appendChild(document.createCDATASection(text));
    });
  } else {
    for (const child of content) {
      if (indent) element.appendChild(document.createTextNode(`\n${indent.repeat(depth + 1)}`));
      append(element, child, depth + 1, indent);
    }
    if (indent && content.length > 0)
      element.appendChild(document.createTextNode(`\n${indent.repeat(depth)}`));
  }
  parent.appendChild(element);
}

/**
 * The XML text of a UBL document: declaration, root element in its namespace with every prefix of
 * {@link XML_NAMESPACES} declared, then `children`.
 */
export function ublXml(root: UblDocumentType, children: readonly (XmlElement | undefined | false)[]): string {
  const { DOMImplementation, XMLSerializer } = xmldomLibrary();
  const document = new DOMImplementation().createDocument(DOCUMENT_NAMESPACES[root], root, null);
  document.insertBefore(
    document.createProcessingInstruction('xml', 'version="1.0" encoding="UTF-8" standalone="no"'),
    document.documentElement,
  );
  const rootElement = document.documentElement as Element;
  for (const [prefix, uri] of Object.entries(XML_NAMESPACES)) {
    rootElement.setAttributeNS('http://www.w3.org/2000/xmlns/', `xmlns:${prefix}`, uri);
  }
  for (const child of present(children)) {
    rootElement.appendChild(document.createTextNode(`\n${INDENT}`));
    append(rootElement, child, 1);
  }
  rootElement.appendChild(document.createTextNode('\n'));
  return `${new XMLSerializer().serializeToString(document)}\n`;
}

/**
 * One element as XML text, without indentation, declaring the namespaces it uses on itself: content
 * another library inserts into a document (the signature's qualifying properties).
 */
export function xmlFragment(spec: XmlElement): string {
  const { DOMImplementation, XMLSerializer } = xmldomLibrary();
  const holder = new DOMImplementation().createDocument(null, 'holder', null).documentElement as Element;
  append(holder, spec, -1, '');
  return new XMLSerializer().serializeToString(holder.firstChild as Element);
}

/**
 * Reading the banks' XML with fast-xml-parser: well-formedness first, no DTDs (a bank statement has none;
 * refusing them shuts out entity expansion attacks), every value kept as the string it is (an amount is
 * never turned into a float, a reference never loses leading zeros), namespace prefixes dropped after the
 * root element's namespace has been read — banks write `<Document xmlns="…">` as well as `<ns2:Document …>`.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { BankingError } from './errors';

/** A parsed element: child elements by name, `#text` for its text, `@_Name` for attributes. */
export type XmlNode = { [name: string]: XmlValue };
export type XmlValue = string | XmlNode | XmlValue[];

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  // Character references (`J&#246;rg`, `&#xFC;`) are read as the characters they stand for; without this
  // the parser kept them as written, and a name or a reference in them did not read as sent.
  htmlEntities: true,
});

const withoutPrefix = (name: string) => (name.startsWith('@_') ? name : name.replace(/^[^:]+:/, ''));

function stripPrefixes(value: XmlValue): XmlValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(stripPrefixes);
  const node: XmlNode = {};
  for (const [name, child] of Object.entries(value)) node[withoutPrefix(name)] = stripPrefixes(child);
  return node;
}

/** The document's root element (prefix dropped), its namespace and its content. */
export function parseXmlDocument(xml: string): { root: string; namespace: string; node: XmlNode } {
  if (/<!DOCTYPE/i.test(xml)) throw new BankingError('camt.malformed', 'a DOCTYPE declaration');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new BankingError('camt.malformed', `line ${valid.err.line}: ${valid.err.msg}`);
  const tree = parser.parse(xml) as XmlNode;
  const roots = Object.keys(tree).filter((name) => !name.startsWith('?'));
  const [rootName] = roots;
  const rootValue = rootName === undefined ? undefined : tree[rootName];
  if (roots.length !== 1 || rootName === undefined || !isNode(rootValue)) {
    throw new BankingError('camt.malformed', 'no single root element');
  }
  const prefix = rootName.includes(':') ? rootName.split(':')[0] : undefined;
  const namespace = rootValue[prefix ? `@_xmlns:${prefix}` : '@_xmlns'];
  return {
    root: withoutPrefix(rootName),
    namespace: typeof namespace === 'string' ? namespace : '',
    node: stripPrefixes(rootValue) as XmlNode,
  };
}

export function isNode(value: XmlValue | undefined): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An element's occurrences as a list (the parser gives one occurrence as itself, several as an array). */
export function all(node: XmlNode | undefined, name: string): XmlNode[] {
  const value = node?.[name];
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((item) => (typeof item === 'string' ? { '#text': item } : (item as XmlNode)));
}

/** The first occurrence of a path of child elements, e.g. `child(ntry, 'BookgDt', 'Dt')`. */
export function child(node: XmlNode | undefined, ...path: string[]): XmlNode | undefined {
  let current = node;
  for (const name of path) current = all(current, name)[0];
  return current;
}

/** The text of the element at a path, or undefined when it is missing or empty. */
export function text(node: XmlNode | undefined, ...path: string[]): string | undefined {
  const target = path.length > 0 ? child(node, ...path) : node;
  const value = target?.['#text'];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** An attribute of the element at a path. */
export function attribute(node: XmlNode | undefined, name: string, ...path: string[]): string | undefined {
  const value = child(node, ...path)?.[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
}

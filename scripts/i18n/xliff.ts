import { EntityDecoder } from '@nodable/entities';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { allPages, pagePath } from '../../lib/pages/routes';
import type { IncomingUnit } from './catalog';

/**
 * Files for translators in XLIFF 2.0, the exchange format that translation tools (CAT tools) open
 * directly: one `<unit>` per message key, the English in `<source>`, the translation in `<target>`.
 * ICU syntax (`{year}`, `<browse>…</browse>`) travels as escaped plain text, so a tool shows it as
 * typed and hands it back unchanged.
 * @see https://docs.oasis-open.org/xliff/xliff-core/v2.0/xliff-core-v2.0.html
 */

export interface OutgoingUnit {
  readonly key: string;
  readonly source: string;
  /** The current translation, or empty. */
  readonly target: string;
  /** Why the unit is in the file, for the translator. */
  readonly reason: string;
}

/** What a translator would call each page's texts, by their namespace in the message files. */
const pageNames: Record<string, string> = {
  Home: 'home page',
  Faq: 'FAQ',
  Contact: 'contact form on the FAQ',
  Privacy: 'privacy policy',
  Terms: 'terms and conditions',
  Account: 'sign-in and account screens',
};

/** Where a text appears, by its top-level namespace, so that the translator knows its context. */
export function pageOf(key: string): string {
  const namespace = key.split('.')[0];
  // The contact form is a part of the FAQ page, not a page of its own.
  const routes =
    namespace === 'Contact' ? [pagePath('faq')] : allPages.filter((p) => p.namespace === namespace).map((p) => p.path);
  return routes.length
    ? `${pageNames[namespace] ?? namespace} ${routes.join(', ')}`
    : 'every page (header, footer, banners, errors)';
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

function unitXml({ key, source, target, reason }: OutgoingUnit): string {
  return [
    `    <unit id="${escapeXml(key)}">`,
    '      <notes>',
    `        <note category="location">${escapeXml(pageOf(key))}</note>`,
    `        <note category="reason">${escapeXml(reason)}</note>`,
    '      </notes>',
    `      <segment state="${target ? 'translated' : 'initial'}">`,
    `        <source>${escapeXml(source)}</source>`,
    `        <target>${escapeXml(target)}</target>`,
    '      </segment>',
    '    </unit>',
  ].join('\n');
}

export function toXliff(code: string, units: readonly OutgoingUnit[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="${escapeXml(code)}">`,
    `  <file id="messages-${escapeXml(code)}">`,
    ...units.map(unitXml),
    '  </file>',
    '</xliff>',
    '',
  ].join('\n');
}

/** A file that cannot be read at all; `line` is where the reader gave up, when known. */
export class XliffError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
  }
}

type XmlNode = Record<string, unknown> & { [key: symbol]: { startIndex?: number } | undefined };

const parser = () =>
  new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    isArray: (name) => ['file', 'group', 'unit', 'segment'].includes(name),
    captureMetaData: true,
    // The default decoder leaves numeric references such as &#xA0; as they are; XML decodes them.
    entityDecoder: new EntityDecoder(),
  });

const lineAt = (xml: string, index = 0) => xml.slice(0, index).split('\n').length;
const children = (node: XmlNode, name: string) => (node[name] ?? []) as XmlNode[];

/** The text of `<source>` or `<target>`; inline markup (`<mrk>`, `<ph>`) is not ours, so refused. */
function textOf(node: unknown, what: string, line: number): string {
  if (node === undefined || typeof node === 'string') return node ?? '';
  const markup = Object.keys(node as XmlNode).filter((name) => name !== '#text' && !name.startsWith('@'));
  if (markup.length) throw new XliffError(`<${what}> holds markup (<${markup[0]}>): plain text only`, line);
  return ((node as XmlNode)['#text'] as string | undefined) ?? '';
}

function readUnit(unit: XmlNode, xml: string): IncomingUnit {
  const line = lineAt(xml, unit[XMLParser.getMetaDataSymbol() as symbol]?.startIndex);
  const segments = children(unit, 'segment');
  if (typeof unit['@id'] !== 'string') throw new XliffError('a <unit> has no id', line);
  if (segments.length !== 1) throw new XliffError(`unit ${unit['@id']}: one <segment> expected`, line);
  const [segment] = segments;
  return {
    key: unit['@id'],
    source: textOf(segment.source, 'source', line),
    // Only white space (tools often indent) is no translation either.
    target: textOf(segment.target, 'target', line).trim() ? textOf(segment.target, 'target', line) : '',
    line,
  };
}

const unitsIn = (node: XmlNode): XmlNode[] => [...children(node, 'unit'), ...children(node, 'group').flatMap(unitsIn)];

/** Reads a translator's file back: its languages and units, each with the line it starts on. */
export function fromXliff(xml: string) {
  // XLIFF has no DTD; refusing one also shuts out entity-expansion tricks.
  if (xml.includes('<!DOCTYPE')) throw new XliffError('a DOCTYPE is not allowed in XLIFF');
  // The parser itself accepts unclosed tags; its validator (still shipped with it, though marked
  // for a separate package) refuses them and says where.
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new XliffError(`not well-formed XML: ${valid.err.msg}`, valid.err.line);
  const root = (parser().parse(xml) as { xliff?: XmlNode }).xliff;
  if (!root || !String(root['@version']).startsWith('2.')) {
    throw new XliffError('not an XLIFF 2 file (<xliff version="2.0">)');
  }
  return {
    srcLang: String(root['@srcLang'] ?? ''),
    trgLang: String(root['@trgLang'] ?? ''),
    units: children(root, 'file')
      .flatMap(unitsIn)
      .map((unit) => readUnit(unit, xml)),
  };
}

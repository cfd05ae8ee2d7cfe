/**
 * A fast reader of the first visible sheet of an .xlsx file as rows of cell texts: the zip's central
 * directory, zlib for the entries, and the sheet XML read with regular expressions. ExcelJS builds a
 * whole object model and takes seconds for a 10,000-row upload; this takes a tenth of that. Anything
 * it does not understand throws, and the caller falls back to ExcelJS.
 */
import { inflateRawSync } from 'node:zlib';
import type ExcelJS from 'exceljs';
import { loadExcelJs } from '../packages-on-demand';

/** The content type of an .xlsx file (src/shared/api.ts), for the routes that read one. */
export { XLSX_TYPE } from '../../shared/api';

function zipEntries(buffer: Buffer): Map<string, () => Buffer> {
  const minEnd = Math.max(0, buffer.length - 22 - 0xffff);
  let end = -1;
  for (let i = buffer.length - 22; i >= minEnd; i -= 1) {
    if (buffer.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error('not a zip file');
  const count = buffer.readUInt16LE(end + 10);
  let at = buffer.readUInt32LE(end + 16);
  const entries = new Map<string, () => Buffer>();
  for (let n = 0; n < count; n += 1) {
    if (buffer.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory');
    const method = buffer.readUInt16LE(at + 10);
    const size = buffer.readUInt32LE(at + 20);
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    const local = buffer.readUInt32LE(at + 42);
    const name = buffer.toString('utf8', at + 46, at + 46 + nameLength);
    entries.set(name.replace(/^\//, ''), () => {
      if (buffer.readUInt32LE(local) !== 0x04034b50) throw new Error('bad local header');
      const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
      const data = buffer.subarray(start, start + size);
      if (method === 0) return data;
      if (method === 8) return inflateRawSync(data);
      throw new Error(`unsupported compression ${method}`);
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const decode = (text: string): string => text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, entity: string) => {
  if (entity.startsWith('#x')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
  if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
  return ENTITIES[entity] ?? whole;
});

/** The text runs of a string item, without phonetic guides. */
const runs = (xml: string): string =>
  decode(Array.from(xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '').matchAll(/<t\b[^>]*>([\s\S]*?)<\/t>|<t\b[^>]*\/>/g), (m) => m[1] ?? '').join(''));

const attribute = (attributes: string, name: string): string | undefined =>
  new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes)?.[1];

function columnIndex(ref: string): number {
  let n = 0;
  for (const char of ref) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    n = n * 26 + (code - 64);
  }
  return n;
}

function numberText(raw: string): string {
  const value = Number(raw);
  if (!Number.isFinite(value)) return raw;
  return Number.isInteger(value) && Math.abs(value) < 1e21 ? value.toFixed(0) : String(value);
}

/** Rows (1-based row number → 1-based column → text) of the workbook's first visible sheet. */
export function readFirstSheet(buffer: Buffer): Map<number, Map<number, string>> {
  const entries = zipEntries(buffer);
  const text = (name: string): string => {
    const entry = entries.get(name);
    if (!entry) throw new Error(`missing ${name}`);
    return entry().toString('utf8');
  };
  const workbook = text('xl/workbook.xml');
  const sheet = Array.from(workbook.matchAll(/<sheet\b([^>]*)\/?>/g), (m) => m[1]!)
    .find((attrs) => !/state="(hidden|veryHidden)"/.test(attrs));
  const relId = sheet && /r:id="([^"]+)"/.exec(sheet)?.[1];
  if (!relId) throw new Error('no visible sheet');
  const rels = text('xl/_rels/workbook.xml.rels');
  const relation = Array.from(rels.matchAll(/<Relationship\b([^>]*)\/?>/g), (m) => m[1]!).find((attrs) => attribute(attrs, 'Id') === relId);
  const target = relation && attribute(relation, 'Target');
  if (!target) throw new Error('sheet target not found');
  const path = target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;

  const shared = entries.has('xl/sharedStrings.xml')
    ? Array.from(text('xl/sharedStrings.xml').matchAll(/<si\b[^>]*>([\s\S]*?)<\/si>|<si\b[^>]*\/>/g), (m) => runs(m[1] ?? ''))
    : [];

  const rows = new Map<number, Map<number, string>>();
  let lastRow = 0;
  for (const rowMatch of text(path).matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const rowNumber = Number(attribute(rowMatch[1]!, 'r') ?? lastRow + 1);
    lastRow = rowNumber;
    if (!rowMatch[2]) continue;
    const cells = new Map<number, string>();
    let lastColumn = 0;
    for (const cellMatch of rowMatch[2].matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = cellMatch[1]!;
      const ref = attribute(attrs, 'r');
      const column = ref ? columnIndex(ref) : lastColumn + 1;
      lastColumn = column;
      const body = cellMatch[2] ?? '';
      const type = attribute(attrs, 't') ?? 'n';
      const raw = /<v\b[^>]*>([\s\S]*?)<\/v>/.exec(body)?.[1];
      let value: string;
      if (type === 's') value = raw === undefined ? '' : shared[Number(raw)] ?? '';
      else if (type === 'inlineStr') value = runs(/<is\b[^>]*>([\s\S]*?)<\/is>/.exec(body)?.[1] ?? '');
      else if (type === 'n') value = raw === undefined ? '' : numberText(raw);
      else if (type === 'b') value = raw === '1' ? 'true' : raw === undefined ? '' : 'false';
      else value = raw === undefined ? '' : decode(raw);
      value = value.trim();
      if (value) cells.set(column, value);
    }
    if (cells.size > 0) rows.set(rowNumber, cells);
  }
  return rows;
}

/** A cell's text whatever ExcelJS made of it: number, rich text, hyperlink, formula result, date. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('').trim();
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  return '';
}

/** Rows by number (the header is row 1), each its cells' texts by column number (1-based). */
export type Grid = Map<number, Map<number, string>>;

/** The first visible sheet through ExcelJS: slower, but it reads whatever the fast reader cannot. */
async function readWithExcelJs(buffer: Buffer): Promise<Grid> {
  const workbook = new (await loadExcelJs()).Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets.find((candidate) => candidate.state === 'visible') ?? workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const grid: Grid = new Map();
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells = new Map<number, string>();
    row.eachCell((cell, col) => {
      const text = cellText(cell.value);
      if (text) cells.set(col, text);
    });
    if (cells.size > 0) grid.set(rowNumber, cells);
  });
  return grid;
}

/** The first visible sheet of an .xlsx file as texts: the fast reader, else ExcelJS; throws when neither can read it. */
export async function readSheet(buffer: Buffer): Promise<Grid> {
  try {
    return readFirstSheet(buffer);
  } catch {
    return readWithExcelJs(buffer);
  }
}

const normHeader = (value: string): string => value.replace(/\s+/g, '').toLowerCase();

/**
 * Where each column is, from the header row: a header matches a column when it equals one of the
 * column's names (its id, its label in each language) ignoring case and spaces; the first match wins.
 */
export function headerColumns<C extends string>(grid: Grid, columns: readonly C[], namesOf: (column: C) => string[]): Map<C, number> {
  const byName = new Map<string, C>();
  for (const column of columns) for (const name of namesOf(column)) byName.set(normHeader(name), column);
  const positions = new Map<C, number>();
  for (const [col, text] of grid.get(1) ?? new Map<number, string>()) {
    const column = byName.get(normHeader(text));
    if (column && !positions.has(column)) positions.set(column, col);
  }
  return positions;
}

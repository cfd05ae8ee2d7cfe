/**
 * Writes a screen's records to an .xlsx file as they come (rows go to disk a page at a time, so a
 * large export does not sit in memory): the export columns of the list descriptor,
 * headers and the labels of coded values in the requester's language, personal data masked as in the list.
 */
import { optionLabelId, type EnumSets, type FieldSchema } from '../../shared/descriptor';
import type { Locale } from '../../shared/locale';
import { mask } from '../../shared/mask';
import { fileDateTime, TIME_FIELD } from '../../shared/show-time';
import { translate } from '../http/i18n';
import type { RecordOut } from '../screens/records';
import type { Screen } from '../screens/registry';
import { createZipStream } from './zip-stream';

/** Labels of values whose options the server defines at run time (an option source), by field: value → label. */
export type SourcedLabels = Readonly<Record<string, ReadonlyMap<string, string>>>;

export interface ExportColumn {
  field: string;
  header: string;
  /** Excel's number format of the column's cells (amounts: two decimals). */
  numFmt?: string;
  cell(record: RecordOut): string | number | null;
}

/** Amounts (x-money, stored in cents) are written as yuan numbers, shown with grouping and two decimals. */
export const MONEY_FORMAT = '#,##0.00';

/**
 * The columns of an export. A value that stands for an option is written as the option's label in
 * the requester's language, never as its code: enums.json sets, `oneOf` titles, option sources
 * (`sourced`, loaded by the export job), also for each value of a list of them.
 */
/** The fields an export writes: the list's `export` columns, else the columns it shows. */
export const exportFields = (screen: Screen): string[] =>
  screen.descriptor.list?.export ?? screen.descriptor.list?.columns.map((column) => column.field) ?? [];

/** Moments a time column remembers the text of before it starts again. */
const TIME_MEMO = 10_000;

export function exportColumns(screen: Screen, enums: EnumSets, locale: Locale, timeZone: string, sourced: SourcedLabels = {}): ExportColumn[] {
  const list = screen.descriptor.list;
  return exportFields(screen).map((field) => {
    const schema = screen.fields[field];
    const column = list?.columns.find((c) => c.field === field);
    const title = column?.title ?? schema?.title;
    const set = column?.status ?? schema?.['x-enum'];
    const items = typeof schema?.items === 'object' && !Array.isArray(schema.items) ? schema.items as FieldSchema : undefined;
    const labelOf = (node: FieldSchema | undefined, value: unknown, nodeSet?: string): string | undefined => {
      const fromSource = sourced[field]?.get(String(value));
      if (fromSource !== undefined) return fromSource;
      const id = optionLabelId(node, value, enums, nodeSet);
      return id ? translate(locale, id) : undefined;
    };
    const money = schema?.['x-money'] === true;
    // Moments repeat down a column (a batch binds its tickets in one second): each is worked out once.
    const times = new Map<number, string>();
    const timeText = (seconds: number): string => {
      let text = times.get(seconds);
      if (text === undefined) {
        if (times.size >= TIME_MEMO) times.clear();
        text = fileDateTime(seconds, timeZone);
        times.set(seconds, text);
      }
      return text;
    };
    return {
      field,
      header: title ? translate(locale, title) : field,
      ...(money ? { numFmt: MONEY_FORMAT } : {}),
      cell(record) {
        const value = record[field];
        if (value === null || value === undefined) return null;
        // Cents → yuan: a number the sheet can add up, not text.
        if (money && typeof value === 'number') return value / 100;
        if (!Array.isArray(value) && typeof value !== 'object') {
          const label = labelOf(schema, value, set);
          if (label !== undefined) return label;
          if (set || sourced[field]) return String(value);
        }
        if (TIME_FIELD.test(field) && typeof value === 'number') return timeText(value);
        if (typeof value === 'object') {
          const values = Array.isArray(value) ? value : [value];
          return values.map((item) => (typeof item === 'object' && item !== null
            ? (item as { name?: string }).name ?? JSON.stringify(item)
            : labelOf(items, item) ?? String(item))).join(', ');
        }
        if (column?.mask && typeof value === 'string') return mask(column.mask, value);
        return typeof value === 'number' ? value : String(value);
      },
    };
  });
}

export interface XlsxWriter {
  /** Writes the records' rows; resolves when the file can take more (the caller's pages wait, memory stays flat). */
  add(records: RecordOut[]): Promise<void>;
  finish(): Promise<void>;
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** Style indexes of styles.xml: 0 default, 1 the bold header, then one per number format (CUSTOM_FORMAT_ID + n). */
const HEADER_STYLE = 1;
const CUSTOM_FORMAT_ID = 164;
/** Characters of sheet XML handed to deflate at a time (a two-byte string of 16,384 is 32 KiB: young, not a large object). */
const XML_PIECE = 16_384;

// What XML 1.0 cannot hold is dropped, as ExcelJS dropped it; the five markup characters are escaped.
// The control characters are what these expressions are for.
// eslint-disable-next-line no-control-regex
const XML_SPECIAL = /[<>&'"\x7F\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/;
// eslint-disable-next-line no-control-regex
const XML_SPECIAL_ALL = /[<>&'"\x7F\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/g;
const ESCAPES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };
const xmlText = (text: string): string => (XML_SPECIAL.test(text) ? text.replace(XML_SPECIAL_ALL, (char) => ESCAPES[char] ?? '') : text);

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** A cell of text: inline, its spaces kept where a reader would otherwise trim them. */
const textCell = (ref: string, text: string, style: string): string =>
  `<c r="${ref}"${style} t="inlineStr"><is><t${text.trim() === text ? '' : ' xml:space="preserve"'}>${xmlText(text)}</t></is></c>`;

/** A sheet name Excel accepts: none of : \\ / ? * [ ], at most 31 characters, not empty. */
const sheetNameOf = (name: string): string => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31).trim() || 'Sheet1';

/**
 * Writes the .xlsx as it goes: the package's small parts first, then the sheet's rows streamed
 * through deflate into the file (zip-stream.ts), a page of records at a time as one piece of XML.
 * No cell is an object: a row is its columns' values made text, so 100,000 rows cost their text and
 * little else (ExcelJS's streaming writer built a row and a cell object each, and rendered each
 * cell's style to find its id: most of an export's time). The file: a header row in bold, the column
 * widths, text as inline strings, numbers as numbers with their column's number format.
 */
export async function createXlsxWriter(path: string, sheetName: string, columns: ExportColumn[]): Promise<XlsxWriter> {
  const zip = await createZipStream(path);
  const formats = [...new Set(columns.flatMap((column) => (column.numFmt ? [column.numFmt] : [])))];
  const styleOf = columns.map((column) => (column.numFmt ? ` s="${HEADER_STYLE + 1 + formats.indexOf(column.numFmt)}"` : ''));
  const letters = columns.map((_, index) => columnLetters(index));
  const widths = columns.map((column) => Math.max(12, column.header.length * 2 + 4));

  const parts = (async () => {
    await zip.add('[Content_Types].xml', `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`
      + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
      + '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
      + '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
      + '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>');
    await zip.add('_rels/.rels', `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">`
      + '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>');
    await zip.add('xl/workbook.xml', `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${RELATIONSHIPS_NS}">`
      + `<sheets><sheet name="${xmlText(sheetNameOf(sheetName))}" sheetId="1" r:id="rId1"/></sheets></workbook>`);
    await zip.add('xl/_rels/workbook.xml.rels', `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">`
      + '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>'
      + '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>');
    const font = '<sz val="11"/><color theme="1"/><name val="Calibri"/><family val="2"/><scheme val="minor"/>';
    await zip.add('xl/styles.xml', `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">`
      + (formats.length ? `<numFmts count="${formats.length}">${formats.map((format, n) => `<numFmt numFmtId="${CUSTOM_FORMAT_ID + n}" formatCode="${xmlText(format)}"/>`).join('')}</numFmts>` : '')
      + `<fonts count="2"><font>${font}</font><font><b/>${font}</font></fonts>`
      + '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>'
      + '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
      + '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
      + `<cellXfs count="${2 + formats.length}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>`
      + '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>'
      + formats.map((_, n) => `<xf numFmtId="${CUSTOM_FORMAT_ID + n}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`).join('')
      + '</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>');
    const sheet = zip.stream('xl/worksheets/sheet1.xml');
    const cols = columns.map((_, index) => `<col min="${index + 1}" max="${index + 1}" width="${widths[index]}" customWidth="1"${styleOf[index]}/>`).join('');
    const header = columns.map((column, index) => textCell(`${letters[index]}1`, column.header, ` s="${HEADER_STYLE}"`)).join('');
    await sheet.write(`${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${RELATIONSHIPS_NS}">${cols.length ? `<cols>${cols}</cols>` : ''}<sheetData><row r="1">${header}</row>`);
    return sheet;
  })();
  // A failure (the file cannot be written) surfaces where the pages and the end wait for it.
  parts.catch(() => {});
  // Written in order: each page after the one before, whether or not its caller waited.
  let queue: Promise<unknown> = parts;
  let rowNumber = 1;

  /**
   * The rows as XML, handed on in pieces of about XML_PIECE characters: a piece is a young string,
   * gone at the next scavenge, where a page's whole XML (hundreds of KiB) would be a large object that
   * only a full collection frees.
   */
  const writeRows = async (records: RecordOut[]): Promise<void> => {
    const sheet = await parts;
    let xml = '';
    for (const record of records) {
      rowNumber += 1;
      xml += `<row r="${rowNumber}">`;
      for (let index = 0; index < columns.length; index += 1) {
        const value = columns[index]!.cell(record);
        if (value === null) continue;
        const ref = `${letters[index]}${rowNumber}`;
        xml += typeof value === 'number' && Number.isFinite(value) ? `<c r="${ref}"${styleOf[index]}><v>${value}</v></c>` : textCell(ref, String(value), styleOf[index]!);
      }
      xml += '</row>';
      if (xml.length >= XML_PIECE) {
        await sheet.write(xml);
        xml = '';
      }
    }
    if (xml) await sheet.write(xml);
  };

  return {
    add(records) {
      const written = queue.then(() => writeRows(records));
      queue = written;
      return written;
    },
    async finish() {
      await queue;
      const sheet = await parts;
      await sheet.write('</sheetData></worksheet>');
      await sheet.end();
      await zip.finish();
    },
  };
}

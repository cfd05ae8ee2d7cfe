/**
 * The export job: pages through a screen's records with the list's own filters and sort, writes
 * them to DATA_DIR/exports/<job id>.xlsx and reports progress. A restarted export starts its file
 * again from the first page (a partial .xlsx cannot be appended to).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { optionSource, sourceItemLabel, type SourceItem } from '../../shared/descriptor';
import type { Locale } from '../../shared/locale';
import type { Deps } from '../deps';
import { translate } from '../http/i18n';
import type { JobHandler } from '../jobs/runner';
import { listRecords, type ListQuery, type RecordOut, type Scope } from '../screens/records';
import { loadEnums, type Screen } from '../screens/registry';
import { createXlsxWriter, exportColumns, exportFields, type SourcedLabels } from './xlsx';

export const EXPORT_JOB = 'export';
/** Rows per page of a page-numbered source: each page is a query that sorts and skips to it. */
const PAGE = 500;
/**
 * Rows per page of a reader (ExportReader): its pages cost no sort, so they can be larger — fewer round
 * trips and progress writes (100,000 tickets: 100 pages, 1% each on the top bar) — yet small enough to
 * be written and gone before the next collection of young objects (larger pages get promoted to the old
 * generation, which grows the process until a full collection).
 */
const READER_PAGE = 1000;

export interface ExportPayload {
  screen: string;
  owner: Scope;
  query: Omit<ListQuery, 'page' | 'limit'>;
  locale: Locale;
  /** Shown in the top bar's indicator and used as the file name. */
  name: string;
  /** A module's own row source (createExportHandler's `sources`) instead of the screen's records. */
  source?: string;
}

/** A page of an export's rows, and how many rows the whole export has (for its progress). */
export interface ExportPage { list: RecordOut[]; total: number }

/** Rows of an export that does not come from screen records (e.g. group orders), a page at a time. */
export type ExportSource = (db: Deps['db'], payload: ExportPayload, page: number, limit: number) => Promise<ExportPage>;

/**
 * A row source that reads its pages in one pass rather than by page number, for lists too long to
 * sort again for every page (booth and group tickets: their order once, then the rows a page at a
 * time). It yields pages of at most `limit` rows, in the list's order.
 */
export interface ExportReader {
  pages(db: Deps['db'], payload: ExportPayload, limit: number): AsyncIterable<ExportPage>;
  /** The screen as this reader's rows are named (a header, the sheet's title), when it words them its own way. */
  screen?(screen: Screen, payload: ExportPayload): Screen;
}

/** Pages 1, 2, … of a page-numbered source, until one comes short. */
async function* numberedPages(read: (page: number) => Promise<ExportPage>): AsyncIterable<ExportPage> {
  for (let page = 1; ; page += 1) {
    const result = await read(page);
    yield result;
    if (result.list.length < PAGE) return;
  }
}

/**
 * The options an option source (a field's `"ui:options": {"source": …}`) offers whom the export is
 * for, registered by the module that answers that source, so the file names each value as the
 * screen does (the exhibitor's material categories).
 */
export type OptionSourceItems = (db: Deps['db'], scope: Scope) => Promise<readonly SourceItem[]>;

/** Labels, in the export's language, of the exported fields whose options come from a registered source. */
async function sourcedLabels(db: Deps['db'], screen: Screen, fields: readonly string[], payload: ExportPayload,
  optionSources: Readonly<Record<string, OptionSourceItems>>): Promise<SourcedLabels> {
  const labels: Record<string, Map<string, string>> = {};
  for (const field of fields) {
    const source = optionSource(screen.descriptor, field);
    const items = source ? optionSources[source] : undefined;
    if (!items) continue;
    labels[field] = new Map((await items(db, payload.owner)).map((item) => [String(item.id), sourceItemLabel(item, payload.locale)]));
  }
  return labels;
}

export const exportPath = (dataDir: string, jobId: number): string => join(dataDir, 'exports', `${jobId}.xlsx`);

/** Percent done while running; 100 is kept for the moment the file is ready. */
export const exportPercent = (job: { processed: number; total: number }): number =>
  job.total > 0 ? Math.min(99, Math.floor((job.processed / job.total) * 100)) : 0;

export function createExportHandler(deps: Pick<Deps, 'db' | 'config' | 'screens'>, sources: Record<string, ExportSource | ExportReader> = {},
  optionSources: Readonly<Record<string, OptionSourceItems>> = {}): JobHandler {
  return async ({ job, progress }) => {
    const payload = job.payload as ExportPayload;
    // The organiser's export is the staff's list: it also says whose each record is.
    const published = deps.screens.current(payload.screen);
    const source = payload.source ? sources[payload.source] : undefined;
    const listed = 'organiser' in payload.owner ? published.staff : published;
    const screen = source && 'pages' in source && source.screen ? source.screen(listed, payload) : listed;
    const sourced = await sourcedLabels(deps.db, screen, exportFields(screen), payload, optionSources);
    const columns = exportColumns(screen, loadEnums(deps.config.schemasDir), payload.locale, deps.config.timeZone, sourced);
    mkdirSync(join(deps.config.dataDir, 'exports'), { recursive: true });
    const writer = await createXlsxWriter(exportPath(deps.config.dataDir, job.id), translate(payload.locale, screen.descriptor.title), columns);

    const pages = source && 'pages' in source ? source.pages(deps.db, payload, READER_PAGE)
      : numberedPages((page) => (source ? source(deps.db, payload, page, PAGE)
        : listRecords(deps.db, screen, payload.owner, { ...payload.query, page, limit: PAGE }, { masked: false, locale: payload.locale })));
    let written = 0;
    for await (const { list, total } of pages) {
      await writer.add(list);
      written += list.length;
      await progress({ processed: written, total });
    }
    await writer.finish();
    return { rows: written };
  };
}

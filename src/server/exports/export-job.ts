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
const PAGE = 500;

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

/** Rows of an export that does not come from screen records (e.g. booth tickets), a page at a time. */
export type ExportSource = (db: Deps['db'], payload: ExportPayload, page: number, limit: number) => Promise<{ list: RecordOut[]; total: number }>;

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

export function createExportHandler(deps: Pick<Deps, 'db' | 'config' | 'screens'>, sources: Record<string, ExportSource> = {},
  optionSources: Readonly<Record<string, OptionSourceItems>> = {}): JobHandler {
  return async ({ job, progress }) => {
    const payload = job.payload as ExportPayload;
    // The organiser's export is the staff's list: it also says whose each record is.
    const published = deps.screens.current(payload.screen);
    const screen = 'organiser' in payload.owner ? published.staff : published;
    const sourced = await sourcedLabels(deps.db, screen, exportFields(screen), payload, optionSources);
    const columns = exportColumns(screen, loadEnums(deps.config.schemasDir), payload.locale, deps.config.timeZone, sourced);
    mkdirSync(join(deps.config.dataDir, 'exports'), { recursive: true });
    const writer = createXlsxWriter(exportPath(deps.config.dataDir, job.id), translate(payload.locale, screen.descriptor.title), columns);

    let page = 1;
    let written = 0;
    for (;;) {
      const source = payload.source ? sources[payload.source] : undefined;
      const { list, total } = source ? await source(deps.db, payload, page, PAGE)
        : await listRecords(deps.db, screen, payload.owner, { ...payload.query, page, limit: PAGE }, { masked: false, locale: payload.locale });
      writer.add(list);
      written += list.length;
      await progress({ processed: written, total });
      if (list.length < PAGE) break;
      page += 1;
    }
    await writer.finish();
    return { rows: written };
  };
}

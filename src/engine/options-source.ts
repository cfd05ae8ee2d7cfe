/**
 * Options loaded at run time for a field whose UI schema names a source (`"ui:options": {"source":
 * "/v4/…"}`, see `optionSource` in shared/descriptor.ts): values the server defines, such as the
 * exhibitor's own categories. The select widget, the table's cells and its select filter use them.
 */
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { sourceItemLabel } from '../shared/descriptor';
import { useEngine, type EngineRequest } from './services';

export interface SourcedOption {
  value: number | string;
  label: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `[{id, name, name_en}]` (or `{list: […]}`) → options labelled in the locale; malformed items are skipped. */
export function toOptions(data: unknown, locale: string): SourcedOption[] {
  const items = Array.isArray(data) ? data : isObject(data) && Array.isArray(data.list) ? data.list : [];
  return items.flatMap((item): SourcedOption[] => {
    if (!isObject(item) || (typeof item.id !== 'number' && typeof item.id !== 'string')) return [];
    const name = typeof item.name === 'string' ? item.name : String(item.id);
    const label = sourceItemLabel({ id: item.id, name, name_en: typeof item.name_en === 'string' ? item.name_en : null }, locale);
    return [{ value: item.id, label }];
  });
}

/** The label of a value among loaded options; undefined while they load or when it is not among them. */
export const sourcedLabel = (options: readonly SourcedOption[] | undefined, value: unknown): string | undefined =>
  options?.find((option) => String(option.value) === String(value))?.label;

const inFlight = new WeakMap<EngineRequest, Map<string, Promise<unknown>>>();

/**
 * GET of a source, shared by every caller while it is under way: the request layer refuses an
 * identical call in flight, and a table and its page may well ask for the same source at once.
 * Nothing is kept after it settles, so the next mount sees fresh data.
 */
export function loadSource(request: EngineRequest, source: string): Promise<unknown> {
  let calls = inFlight.get(request);
  if (!calls) {
    calls = new Map();
    inFlight.set(request, calls);
  }
  const pending = calls.get(source);
  if (pending) return pending;
  const call = request.get<unknown>(source).finally(() => calls.delete(source));
  calls.set(source, call);
  return call;
}

/**
 * The options of each source, loaded once per mount through the engine's request service; a
 * source whose call fails has no entry (the request layer has told the user). Sources are keyed by
 * path, so two fields naming the same endpoint share one call.
 */
export function useSourceOptions(sources: readonly (string | undefined)[]): Readonly<Record<string, SourcedOption[]>> {
  const { request } = useEngine();
  const { locale } = useIntl();
  const key = [...new Set(sources.filter((source): source is string => Boolean(source)))].sort().join('\n');
  const [loaded, setLoaded] = useState<Record<string, unknown>>({});

  useEffect(() => {
    if (!key) return undefined;
    let active = true;
    for (const source of key.split('\n')) {
      // Shared calls are not aborted by one of their callers; an unmounted one just ignores the answer.
      loadSource(request, source).then(
        (data) => { if (active) setLoaded((previous) => ({ ...previous, [source]: data })); },
        () => undefined,
      );
    }
    return () => { active = false; };
  }, [request, key]);

  return useMemo(() => Object.fromEntries(Object.entries(loaded).map(([source, data]) => [source, toOptions(data, locale)])), [loaded, locale]);
}

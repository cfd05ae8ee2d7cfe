/**
 * Whether a draft may be published: every check `npm run schemas:check` makes of a file
 * (src/server/schema-check: the descriptor format, a data schema the server can compile, labels in
 * both languages — published, or brought by the draft itself —, lists, filters, uploads, defaults…),
 * its id named as its file, and what only a run-time edit can break: the fields the portal's code reads,
 * a label the draft empties, and labels brought for ids the screen does not name (a screen's labels
 * word its own fields, not the rest of the portal).
 */
import type { ScreenDescriptor } from '../../../shared/descriptor';
import { LOCALES } from '../../../shared/locale';
import { resourceOf } from '../../../shared/resources';
import type { DescriptorProblem, LabelSet } from '../../../shared/screen-editor';
import type { Deps } from '../../deps';
import { catalogueOf } from '../../http/i18n';
import { checkScreenDescriptor, messageUses } from '../../schema-check/check-screen';
import { worded } from '../../schema-check/problem-sentences';
import { loadEnums, loadScreen, screenIdsIn } from '../../screens/registry';

export function checkDraft(deps: Pick<Deps, 'config' | 'screens'>, screen: string, descriptor: unknown, messages: LabelSet): DescriptorProblem[] {
  const { schemasDir } = deps.config;
  const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, { ...catalogueOf(locale), ...messages[locale] }])) as Record<'zh' | 'en', Record<string, string>>;
  const others: ScreenDescriptor[] = [];
  for (const id of screenIdsIn(schemasDir)) {
    if (id === screen) continue;
    try {
      others.push(deps.screens.current(id).descriptor);
    } catch {
      // A screen that cannot be read is not this draft's concern (start-up names it).
    }
  }
  const problems: DescriptorProblem[] = checkScreenDescriptor(descriptor, { messages: catalogues, enums: loadEnums(schemasDir), otherDescriptors: others, file: `schemas/${screen}.json` })
    .map(({ path, code, params, message }) => ({ path: path || '/', code, params, message }));
  if (problems.length && problems.some((problem) => problem.path === '/' || problem.path === '/schema')) return problems;
  const typed = descriptor as ScreenDescriptor;
  if (typeof typed !== 'object' || typed === null || typeof typed.schema?.properties !== 'object') return problems;
  // The draft's own labels: a text that replaces the published one may not be empty, and an id the
  // screen does not name is not the screen's to word.
  let uses: ReturnType<typeof messageUses> | undefined;
  try {
    uses = messageUses(typed);
  } catch {
    // A descriptor the walker cannot read (a list that is not a list) has its problems named above.
  }
  for (const use of uses ?? []) {
    for (const language of LOCALES) {
      const own = messages[language]?.[use.id];
      if (own !== undefined && own.trim() === '') problems.push({ path: use.path, ...worded('labelEmpty', { id: use.id, language }) });
    }
  }
  const named = new Set(uses?.map((use) => use.id));
  for (const locale of uses ? LOCALES : []) {
    for (const id of Object.keys(messages[locale] ?? {})) {
      if (!named.has(id)) problems.push({ path: `/messages/${locale}/${id.replaceAll('~', '~0').replaceAll('/', '~1')}`, ...worded('labelUnused', { id }) });
    }
  }
  // What the portal's code reads stays, with its type.
  const file = loadScreen(schemasDir, screen).descriptor.schema.properties;
  for (const field of resourceOf(screen)?.keeps ?? []) {
    const now = typed.schema.properties[field];
    if (!now) problems.push({ path: `/schema/properties/${field}`, ...worded('kept', { field }) });
    else if (now.type !== file[field]?.type || now['x-upload'] !== file[field]?.['x-upload']) {
      problems.push({ path: `/schema/properties/${field}/type`, ...worded('keptType', { field, type: String(file[field]?.type) }) });
    }
  }
  return problems;
}

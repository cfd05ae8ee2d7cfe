/**
 * Upload rules come from the screen descriptors (schemas/*.json, "uploads"): each rule names the
 * folder (`dir`) its files go to, so a signed policy for a folder carries that field's limits.
 */
import { readdirSync } from 'node:fs';
import type { ScreenDescriptor, UploadRule } from '../../shared/descriptor';

export interface NamedRule extends UploadRule {
  dir: string;
  /** `<screen>.<field>`, for messages and logs. */
  source: string;
}

/** Attachments of no particular field (SPEC.md §5: 'do not upload files with a single size exceeding 2M'). */
export const GENERAL_RULE: NamedRule = {
  dir: 'general',
  source: 'general',
  accept: ['image/jpeg', 'image/png', 'application/pdf', 'application/zip',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  maxBytes: 2 * 1024 * 1024,
};

/** The largest file any rule may allow (schemas/_meta.schema.json caps maxBytes at it): the upload stream's own limit. */
export const UPLOAD_CEILING_BYTES = 100 * 1024 * 1024;

/** Each folder's rule, from the descriptors' upload rules. */
export function uploadRulesOf(descriptors: Iterable<ScreenDescriptor>): Map<string, NamedRule> {
  const rules = new Map<string, NamedRule>([[GENERAL_RULE.dir, GENERAL_RULE]]);
  for (const descriptor of descriptors) {
    for (const [field, rule] of Object.entries(descriptor.uploads ?? {})) {
      const folder = rule.dir ?? `${descriptor.id}-${field}`;
      rules.set(folder, { ...rule, dir: folder, source: `${descriptor.id}.${field}` });
    }
  }
  return rules;
}

/**
 * The rules as they stand now: the screens of `dir`, each read by `descriptorOf` (the version staff
 * last published, for a screen edited at run time), worked out again only when `version()` moves.
 */
export function liveUploadRules(dir: string, descriptorOf: (screen: string) => ScreenDescriptor, version: () => string): () => Map<string, NamedRule> {
  const screens = readdirSync(dir).filter((name) => /^[a-z][a-z0-9-]*\.json$/.test(name) && name !== 'enums.json').map((name) => name.slice(0, -'.json'.length));
  let seen: { version: string; rules: Map<string, NamedRule> } | undefined;
  return () => {
    const now = version();
    if (seen?.version !== now) seen = { version: now, rules: uploadRulesOf(screens.map(descriptorOf)) };
    return seen.rules;
  };
}

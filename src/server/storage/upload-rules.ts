/**
 * Upload rules come from the screen descriptors (schemas/*.json, "uploads"): each rule names the
 * folder (`dir`) its files go to, so a signed policy for a folder carries that field's limits.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

export function loadUploadRules(dir: string): Map<string, NamedRule> {
  const rules = new Map<string, NamedRule>([[GENERAL_RULE.dir, GENERAL_RULE]]);
  for (const file of readdirSync(dir).filter((name) => /^[a-z][a-z0-9-]*\.json$/.test(name) && name !== 'enums.json')) {
    const descriptor = JSON.parse(readFileSync(join(dir, file), 'utf8')) as ScreenDescriptor;
    for (const [field, rule] of Object.entries(descriptor.uploads ?? {})) {
      const folder = rule.dir ?? `${descriptor.id}-${field}`;
      rules.set(folder, { ...rule, dir: folder, source: `${descriptor.id}.${field}` });
    }
  }
  return rules;
}

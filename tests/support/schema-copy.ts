/**
 * "A screen is data", proven: a copy of the project's schemas/, locales/ and fixtures with one field
 * added to the company screen by editing only JSON — the descriptor and its two locale entries, as
 * organiser staff and translators would. Tests then point the engine and the server at the copy.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const projectRoot = resolve(import.meta.dirname, '../..');

export const NEW_FIELD = 'booth_wechat';
export const NEW_FIELD_LABEL = { zh: '展位联系人微信号', en: 'Booth contact WeChat ID' } as const;
export const NEW_FIELD_PATTERN_MESSAGE = {
  zh: '微信号以字母开头，6–20 位字母、数字、下划线或减号',
  en: 'A WeChat ID starts with a letter and has 6–20 letters, digits, underscores or hyphens',
} as const;

export interface SchemaCopy {
  /** A project-shaped folder: schemas/, locales/, tests/fixtures/. */
  root: string;
  schemasDir: string;
  localesDir: string;
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- free-form JSON edited in place

const edit = (file: string, change: (json: Json) => void): void => {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Json;
  change(json);
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
};

export function copyWithNewCompanyField(): SchemaCopy {
  const root = mkdtempSync(join(tmpdir(), 'portal-schema-copy-'));
  for (const dir of ['schemas', 'locales', 'tests/fixtures']) cpSync(join(projectRoot, dir), join(root, dir), { recursive: true });
  const schemasDir = join(root, 'schemas');
  const localesDir = join(root, 'locales');

  edit(join(schemasDir, 'company.json'), (descriptor) => {
    descriptor.schema.properties[NEW_FIELD] = {
      type: 'string', title: 'company.booth_wechat', pattern: '^[A-Za-z][-_A-Za-z0-9]{5,19}$',
      'x-messages': { pattern: 'company.booth_wechat.pattern' },
    };
    const order = descriptor.uiSchema['ui:order'] as string[];
    order.splice(order.indexOf('contact_phone') + 1, 0, NEW_FIELD);
    // The exhibitor's list and the staff's each show it.
    for (const list of [descriptor.list, descriptor.staffList]) {
      list.columns.splice(3, 0, { field: NEW_FIELD, sortable: true, filter: 'text' });
      list.export.push(NEW_FIELD);
    }
  });
  for (const locale of ['zh', 'en'] as const) {
    edit(join(localesDir, `${locale}.json`), (messages) => {
      messages['company.booth_wechat'] = NEW_FIELD_LABEL[locale];
      messages['company.booth_wechat.pattern'] = NEW_FIELD_PATTERN_MESSAGE[locale];
    });
  }
  return { root, schemasDir, localesDir };
}

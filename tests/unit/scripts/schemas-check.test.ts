/** The toolchain organiser staff and translators rely on: it must pass on the repository and name every breakage. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenScreens, checkSchemas, formatProblem, type Problem } from '../../../scripts/lib/schemas-check';

const root = process.cwd();

/** A copy of schemas/, locales/ and the fixtures that a test may break. */
function copyOfProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-schemas-'));
  for (const part of ['schemas', 'locales', 'tests/fixtures']) cpSync(join(root, part), join(dir, part), { recursive: true });
  return dir;
}

// The edits reach deep into descriptors on purpose; typing every shape would hide what is broken.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function edit(dir: string, file: string, change: (json: Record<string, any>) => void): void {
  const path = join(dir, file);
  const json = JSON.parse(readFileSync(path, 'utf8'));
  change(json);
  writeFileSync(path, JSON.stringify(json, null, 2));
}

/** A problem without its line and column, which the corpus test (schema-check-corpus.test.ts) pins. */
const brief = (problem: Problem): string => `${problem.file}${problem.path ? ` ${problem.path}` : ''}: ${problem.message}`;
const problemsOf = (dir: string) => checkSchemas(dir).map(brief);

describe('schemas:check', () => {
  it('finds nothing wrong in the repository', () => {
    expect(checkSchemas(root).map(formatProblem)).toEqual([]);
  });

  it('names each breakage by file and JSON path', () => {
    const dir = copyOfProject();
    edit(dir, 'schemas/company.json', (d) => {
      d.uiSchema.profile['ui:widget'] = 'richtext';
      d.uiSchema.nmae = { 'ui:widget': 'text' };
      d.list.columns.push({ field: 'revenue' });
      d.list.export.push('fax');
      d.schema.properties.name.title = 'company.fullName';
      d.record.properties.review_status['x-enum'] = 'approval';
    });
    edit(dir, 'locales/en.json', (d) => { delete d['company.email']; });
    edit(dir, 'schemas/invoice-header.json', (d) => { d.id = 'invoice-headers'; d.uploads = { title: { accept: ['image/png'], maxBytes: 10 } }; });
    edit(dir, 'tests/fixtures/company/valid/complete.json', (d) => { d.email = 'nope'; });
    edit(dir, 'tests/fixtures/invoice-header/invalid/wrong-values.json', (d) => { d.expect.push({ field: 'email', keyword: 'format' }); });

    expect(problemsOf(dir)).toEqual(expect.arrayContaining([
      'schemas/company.json /uiSchema/profile/ui:widget: unknown widget "richtext" (known: text, textarea, password, email, uri, updown, select, radio, checkboxes, checkbox, switch, date, datetime, moment, upload, hidden)',
      'schemas/company.json /uiSchema/nmae: no field "nmae" in the data schema',
      'schemas/company.json /list/columns/6/field: no field "revenue" in the schema or the record',
      'schemas/company.json /list/export/11: no field "fax" to export',
      'schemas/company.json /schema/properties/name/title: message id "company.fullName" is missing in locales/zh.json',
      'schemas/company.json /schema/properties/email/title: message id "company.email" is missing in locales/en.json',
      'schemas/company.json /record/properties/review_status/x-enum: status set "approval" is not in schemas/enums.json',
      'schemas/invoice-header.json /id: id "invoice-headers" must equal the file name "invoice-header"',
      'schemas/invoice-header.json /uploads/title: "title" is not an upload field ("x-upload": true, or an array of them)',
      'tests/fixtures/company/valid/complete.json /email: should be valid, but email: must match format "email"',
    ]));
    expect(problemsOf(dir).some((p) => p.startsWith('tests/fixtures/invoice-header/invalid/wrong-values.json /expect/5: expected email:format'))).toBe(true);
  });

  it("lets a staff list, and only a staff list, show whose each record is", () => {
    const dir = copyOfProject();
    edit(dir, 'schemas/product.json', (d) => { d.staffList.columns.push({ field: 'exhibitor_id_card' }); });
    edit(dir, 'schemas/merch.json', (d) => { d.list.columns.push({ field: 'exhibitor_name' }); });
    const problems = problemsOf(dir);
    expect(problems).toContain('schemas/product.json /staffList/columns/9/field: no field "exhibitor_id_card" in the schema or the record');
    expect(problems).toContain('schemas/merch.json /list/columns/7/field: no field "exhibitor_name" in the schema or the record');
    expect(problems.some((problem) => problem.includes('/staffList/columns/0/field'))).toBe(false);
  });

  it('checks the staff list as it checks the owner’s', () => {
    const dir = copyOfProject();
    edit(dir, 'schemas/invoice.json', (d) => {
      d.staffList.columns.push({ field: 'applicant_phone', filter: 'text' });
      d.staffList.defaultSort = { field: 'amount', order: 'asc' };
      d.staffList.export.push('fax');
      d.staffList.rowActions.push({ id: 'take', label: 'console.invoices.takeOne' });
    });
    expect(problemsOf(dir)).toEqual(expect.arrayContaining([
      'schemas/invoice.json /staffList/columns/8/field: no field "applicant_phone" in the schema or the record',
      'schemas/invoice.json /staffList/defaultSort/field: default sort "amount" is not a sortable column',
      'schemas/invoice.json /staffList/export/13: no field "fax" to export',
      'schemas/invoice.json /staffList/rowActions/1/label: message id "console.invoices.takeOne" is missing in locales/zh.json',
    ]));
  });

  it('refuses a descriptor that does not follow the meta schema, and literal text where a message id belongs', () => {
    const dir = copyOfProject();
    edit(dir, 'schemas/company.json', (d) => { d.title = 'Company information'; d.colour = 'blue'; });
    expect(problemsOf(dir)).toEqual(expect.arrayContaining([
      'schemas/company.json /title: not a message id (like "company.name")',
      'schemas/company.json /colour: unknown key "colour"',
    ]));
  });

  it('reports a file that is not JSON instead of crashing', () => {
    const dir = copyOfProject();
    writeFileSync(join(dir, 'schemas/company.json'), '{ "id": "company", ');
    expect(checkSchemas(dir).map(formatProblem)).toContain('schemas/company.json:1:20: not valid JSON: expected a key in double quotes, found the end of the file');
  });

  it('wants every screen to have a valid fixture, and prints file:line:column, pointer and message', () => {
    const dir = copyOfProject();
    rmSync(join(dir, 'tests/fixtures/remittance'), { recursive: true });
    expect(checkSchemas(dir).map(formatProblem)).toEqual([
      'schemas/remittance.json:3:3 /id: screen "remittance" has no fixtures: add at least one valid record as tests/fixtures/remittance/valid/<name>.json',
    ]);
    // A server has no fixtures to check.
    expect(checkSchemas(dir, { fixtures: false })).toEqual([]);
  });

  it('names the screens that cannot be served, each with why, and only those', () => {
    const dir = copyOfProject();
    expect(brokenScreens(dir)).toEqual(new Map());
    writeFileSync(join(dir, 'schemas/company.json'), '{ "id": "company", ');
    edit(dir, 'schemas/invoice-header.json', (d) => { d.colour = 'blue'; });
    edit(dir, 'schemas/remittance.json', (d) => { d.schema.properties.amount.minimun = 1; });
    // A slip that leaves the screen usable is a problem, not a breakage.
    edit(dir, 'schemas/product.json', (d) => { d.list.columns[0].filter = 'dateRange'; });
    const broken = brokenScreens(dir);
    expect([...broken.keys()]).toEqual(['company', 'invoice-header', 'remittance']);
    expect(broken.get('company')!.map(formatProblem)).toEqual(['schemas/company.json:1:20: not valid JSON: expected a key in double quotes, found the end of the file']);
    expect(broken.get('invoice-header')!.map(formatProblem)).toEqual([expect.stringMatching(/^schemas\/invoice-header\.json:\d+:3 \/colour: unknown key "colour"$/)]);
    expect(broken.get('remittance')!.map(formatProblem)).toEqual([expect.stringMatching(/^schemas\/remittance\.json:\d+:\d+ \/schema\/properties\/amount\/minimun: the data schema does not compile: strict mode: unknown keyword: "minimun"$/)]);
    expect(broken.get('remittance')![0]!.screen).toBe('remittance');
  });

  it('reads the folders the server is configured with', () => {
    const dir = copyOfProject();
    const elsewhere = mkdtempSync(join(tmpdir(), 'portal-folders-'));
    cpSync(join(dir, 'schemas'), join(elsewhere, 'screens'), { recursive: true });
    cpSync(join(dir, 'locales'), join(elsewhere, 'messages'), { recursive: true });
    edit(elsewhere, 'messages/en.json', (d) => { d['common.edit'] = 'Edit {what'; });
    edit(elsewhere, 'screens/product.json', (d) => { d.list.columns[0].filter = 'dateRange'; });
    const problems = checkSchemas(elsewhere, { schemasDir: join(elsewhere, 'screens'), localesDir: join(elsewhere, 'messages'), fixtures: false }).map(formatProblem);
    expect(problems).toEqual([
      expect.stringMatching(/^messages\/en\.json:\d+:3 \/common\.edit: message "common\.edit": ICU syntax error/),
      expect.stringMatching(/^screens\/product\.json:\d+:\d+ \/list\/columns\/0\/filter: a dateRange filter needs a time/),
    ]);
    expect(brokenScreens(elsewhere, { schemasDir: join(elsewhere, 'screens') })).toEqual(new Map());
  });
});

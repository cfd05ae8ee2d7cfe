/**
 * Every list the portal serves uses an index at the scale of a real show (issue 24): the show data set
 * (150,000 booth tickets, 20,000 group tickets, 10,000 orders, 2,000 invoices) is seeded, every GET
 * call of the API without a path parameter is made as each kind of account, and each statement those
 * calls send about tickets, orders or invoices is explained by PostgreSQL with the generic plan the
 * server runs it with (its sessions force generic plans). No plan may read one of those tables from
 * start to end.
 *
 * PostgreSQL only: the show is seeded there in seconds, and its planner is the one a show runs on.
 * PLAN_DUMP=<file> appends every statement with its plan there, to read them.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { piiKeys } from '../../../../src/server/pii/keys';
import { seedShow, SHOW_PASSWORD, showExhibitorEmail, showGroupEmail } from '../../../../src/server/seed/show';
import { createTestApp, type TestApp } from '../../../support/test-app';

/** The tables that grow with the show. */
const WATCHED = ['tickets', 'group_orders', 'invoices'] as const;
/** Calls that are no list: the live stream never ends; the docs are not the API's. */
const NOT_LISTS = [/^\/api\/sse/, /^\/api\/docs/];

interface Statement { sql: string; params: readonly unknown[]; calls: Set<string> }

let t: TestApp;
let capturing: string | null = null;
const statements = new Map<string, Statement>();

beforeAll(async () => {
  t = await createTestApp({}, {}, (sql, params) => {
    if (capturing === null || !WATCHED.some((table) => new RegExp(`"${table}"|\\b${table}\\b`).test(sql))) return;
    const seen = statements.get(sql) ?? { sql, params, calls: new Set<string>() };
    seen.calls.add(capturing);
    statements.set(sql, seen);
  });
  await seedShow(t.database.db, piiKeys(t.config), 1);
  const admin = new pg.Client({ connectionString: t.databaseUrl });
  await admin.connect();
  try {
    // Autovacuum would gather the statistics and mark the pages all-visible within a minute of the
    // seed; the test does not wait.
    await admin.query('vacuum analyze');
  } finally {
    await admin.end();
  }
}, 300_000);
afterAll(async () => { await t.close(); });

const login = async (account: string, password?: string): Promise<Record<string, string>> => {
  if (!password) return t.loginAs(account);
  const { body } = await t.call<{ jwt: string }>({ method: 'POST', url: '/api/v2/login/account', payload: { account, password } });
  if (body.code !== 1) throw new Error(`login of ${account} failed: ${body.message}`);
  return { authorization: `Bearer ${body.data.jwt}` };
};

/** A parameter as an SQL literal: the prepared statement's types decide what it becomes. */
const literal = (value: unknown): string => {
  if (value === null || value === undefined) return 'null';
  const text = typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return `'${text.replaceAll("'", "''")}'`;
};

interface PlanNode { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] }

const scansOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(scansOf)];

describe('query plans at show scale', () => {
  it('reads tickets, orders and invoices through an index in every list', async () => {
    const accounts: [string, Record<string, string>][] = [
      ['show exhibitor', await login(showExhibitorEmail(7), SHOW_PASSWORD)],
      ['show group buyer', await login(showGroupEmail(3), SHOW_PASSWORD)],
      ['demo exhibitor', await login('exhibitor@demo.test')],
      ['organiser', await login('organiser@demo.test')],
    ];
    const paths = Object.entries((t.app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }).swagger().paths)
      .filter(([path, methods]) => 'get' in methods && !path.includes('{') && !NOT_LISTS.some((pattern) => pattern.test(path)))
      .map(([path]) => path);
    expect(paths.length).toBeGreaterThan(60);

    for (const [who, headers] of accounts) {
      for (const path of paths) {
        capturing = `${who}: GET ${path}`;
        await t.app.inject({ method: 'GET', url: `${path}?page=1&limit=20`, headers });
      }
    }
    capturing = null;
    expect(statements.size).toBeGreaterThan(20);

    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    const scanned: string[] = [];
    try {
      await client.query('set plan_cache_mode = force_generic_plan');
      for (const { sql, params, calls } of statements.values()) {
        await client.query(`prepare planned as ${sql}`);
        const args = params.length ? `(${params.map(literal).join(', ')})` : '';
        const { rows } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`explain (format json) execute planned${args}`);
        if (process.env.PLAN_DUMP) {
          const text = await client.query<{ 'QUERY PLAN': string }>(`explain execute planned${args}`);
          (await import('node:fs')).appendFileSync(process.env.PLAN_DUMP, `\n=== ${[...calls][0]}\n${sql}\n-- ${JSON.stringify(params)}\n${text.rows.map((row) => row['QUERY PLAN']).join('\n')}\n`);
        }
        await client.query('deallocate planned');
        const seq = scansOf(rows[0]!['QUERY PLAN'][0]!.Plan)
          .filter((node) => node['Node Type'] === 'Seq Scan' && (WATCHED as readonly string[]).includes(node['Relation Name'] ?? ''));
        if (seq.length) scanned.push(`${seq.map((node) => node['Relation Name']).join(', ')} scanned by ${[...calls].slice(0, 3).join('; ')}\n  ${sql.slice(0, 400)}`);
      }
    } finally {
      await client.end();
    }
    expect(scanned.join('\n\n')).toBe('');
  }, 300_000);
});

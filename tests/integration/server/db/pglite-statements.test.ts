/**
 * Named statements on PGlite (src/server/db/pglite-statements.ts): PGlite's `query`, answered by
 * binding a statement parsed once. What callers see must not change: rows in both row modes, types
 * both ways, errors with their codes, notifications before the caller resumes, transactions.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../../../src/server/db/client';
import { nameRepeatedPgliteStatements } from '../../../../src/server/db/pglite-statements';

let database: Database;
let client: PGlite;
beforeAll(async () => {
  database = await openPglite();
  client = (database.db as unknown as { session: { client: PGlite } }).session.client;
  await client.exec(`create table things (id serial primary key, name text not null unique, tags int[] not null default '{}',
    data jsonb, at timestamptz, flag boolean)`);
});
afterAll(async () => { await database.close(); });

const prepared = async (fragment: string): Promise<number> =>
  (await client.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements where statement like '%' || $1 || '%'`, [fragment])).rows[0]!.n;

describe('named statements on PGlite', () => {
  it('parse a text once and answer every call as PGlite would, in both row modes', async () => {
    const insert = 'insert into things (name, tags, data, at, flag) values ($1, $2, $3, $4, $5) returning id, name, tags, data, flag';
    const first = await client.query(insert, ['一', '{1,2}', { a: [1, 'x'] }, '2026-08-01T02:00:00Z', true]);
    const second = await client.query(insert, ['two', '{}', null, null, null]);
    expect(first.rows).toEqual([{ id: 1, name: '一', tags: [1, 2], data: { a: [1, 'x'] }, flag: true }]);
    expect(second.rows).toEqual([{ id: 2, name: 'two', tags: [], data: null, flag: null }]);
    expect(first.affectedRows).toBe(1);
    expect(await prepared('insert into things')).toBe(1);
    const byArray = await client.query('select id, name from things where id > $1 order by id', [0], { rowMode: 'array' });
    expect(byArray.rows).toEqual([[1, '一'], [2, 'two']]);
    expect(byArray.fields.map((field) => field.name)).toEqual(['id', 'name']);
  });

  it("answer exactly PGlite's own result, with the caller's parsers before the database's", async () => {
    const plain = await PGlite.create();
    try {
      const table = `create table compared (id serial primary key, name text not null, tags int[] not null default '{}', data jsonb, at timestamptz, flag boolean)`;
      await plain.exec(table);
      await client.exec(table);
      const parsers = { 1184: (value: string) => `at:${value}`, 23: (value: string) => Number(value) * 10 };
      const calls: [string, unknown[], object?][] = [
        ['insert into compared (name, tags, data, at, flag) values ($1, $2, $3, $4, $5) returning *', ['p1', '{3}', { b: 1 }, '2026-08-01T02:00:00Z', false]],
        ['select id, name, at, data, tags from compared where name = $1', ['p1'], { parsers }],
        ['select id, name, at, flag from compared where name = $1', ['p1'], { rowMode: 'array', parsers }],
        ['update compared set flag = $1 where name = $2', [true, 'p1']],
        ['delete from compared where name = $1 and id < $2', ['nobody', 0]],
      ];
      for (const [text, params, options] of calls) {
        expect([text, await client.query(text, params, options)]).toEqual([text, await plain.query(text, params, options)]);
      }
    } finally {
      await plain.close();
      await client.exec('drop table compared');
    }
  });

  it('answer errors with their codes, and the next call works', async () => {
    const insert = 'insert into things (name) values ($1)';
    await client.query(insert, ['dup']);
    await expect(client.query(insert, ['dup'])).rejects.toMatchObject({ code: '23505' });
    await expect(client.query('select * from things where id = $1', ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    expect((await client.query(insert, ['after'])).affectedRows).toBe(1);
  });

  it('deliver notifications of a statement before its caller resumes', async () => {
    const heard: string[] = [];
    await database.listen('things_changed', (payload) => heard.push(payload));
    await client.query(`select pg_notify('things_changed', $1)`, ['3']);
    expect(heard).toEqual(['3']);
  });

  it('leave transactions to PGlite itself, and wait for them', async () => {
    const inside = client.transaction(async (tx) => {
      await tx.query('insert into things (name) values ($1)', ['in tx']);
      await new Promise((resolve) => setTimeout(resolve, 30));
      await tx.query('insert into things (name) values ($1)', ['in tx too']);
    });
    // A named call made meanwhile waits for the transaction and then sees both rows.
    const counted = await client.query<{ n: number }>('select count(*)::int as n from things where name like $1', ['in tx%']);
    await inside;
    expect(counted.rows[0]!.n).toBe(2);
  });

  it('run texts past the capacity unnamed', async () => {
    const fresh = await PGlite.create();
    try {
      nameRepeatedPgliteStatements(fresh, 1);
      for (let n = 0; n < 3; n++) expect((await fresh.query<{ v: number }>(`select $1::int + ${n} as v`, [1])).rows[0]!.v).toBe(1 + n);
      expect((await fresh.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});

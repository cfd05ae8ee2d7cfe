/**
 * Named statements on PostgreSQL (src/server/db/named-statements.ts): the same text is parsed and
 * planned once per connection however many calls run at once, texts past the capacity still run
 * (unnamed), and what must not be named is not. PostgreSQL only: PGlite has no pool of connections.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../../../src/server/db/client';
import { nameRepeatedStatements } from '../../../../src/server/db/named-statements';
import { rowsOf } from '../../../../src/server/db/results';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
let database: Database;
beforeAll(async () => {
  t = await createTestApp();
  database = await openPostgres(t.databaseUrl!, 10);
});
afterAll(async () => {
  await database.close();
  await t.close();
});

describe('named statements', () => {
  it('prepare a text once per connection while 300 calls run at once', async () => {
    const results = await Promise.all(Array.from({ length: 300 }, (_, n) =>
      database.db.execute(sql`select ${n}::int as n, count(*)::int as users from users where id > ${-n}`)));
    expect(results.map((result) => rowsOf<{ n: number }>(result)[0]!.n)).toEqual(Array.from({ length: 300 }, (_, n) => n));
    // Every connection of the pool now holds the statement once, under one name.
    const held = await Promise.all(Array.from({ length: 10 }, () => database.db.execute(sql`select name, statement from pg_prepared_statements where statement like ${'%count(*)::int as users%'}`)));
    const names = new Set(held.flatMap((result) => rowsOf<{ name: string }>(result).map((row) => row.name)));
    expect(names.size).toBe(1);
    for (const result of held) expect(rowsOf(result).length).toBeLessThanOrEqual(1);
  });

  it('run their generic plan from the first execution, on every connection of the pool', async () => {
    const modes = await Promise.all(Array.from({ length: 20 }, () => database.db.execute(sql`select current_setting('plan_cache_mode') as mode, ${1}::int as n`)));
    expect(new Set(modes.map((result) => rowsOf<{ mode: string }>(result)[0]!.mode))).toEqual(new Set(['force_generic_plan']));
  });

  it('leave texts past the capacity unnamed, and they still run', async () => {
    const pool = new pg.Pool({ connectionString: t.databaseUrl!, max: 1 });
    try {
      nameRepeatedStatements(pool, 2);
      for (let n = 0; n < 4; n++) {
        const { rows } = await pool.query({ text: `select $1::int + ${n} as v` }, [1]);
        expect(rows[0].v).toBe(1 + n);
      }
      const { rows } = await pool.query({ text: 'select count(*)::int as n from pg_prepared_statements where $1::int = 1' }, [1]);
      expect(rows[0].n).toBe(2);
    } finally {
      await pool.end();
    }
  });

  it('never name statements without parameters, DDL or transaction control', async () => {
    const pool = new pg.Pool({ connectionString: t.databaseUrl!, max: 1 });
    try {
      nameRepeatedStatements(pool);
      await pool.query({ text: 'select 1' });
      await pool.query({ text: 'create temporary table scratch (n int)' });
      await pool.query({ text: 'begin' });
      await pool.query({ text: 'insert into scratch values ($1)' }, [1]);
      await pool.query({ text: 'commit' });
      const { rows } = await pool.query('select statement from pg_prepared_statements order by statement');
      expect(rows.map((row: { statement: string }) => row.statement)).toEqual(['insert into scratch values ($1)']);
    } finally {
      await pool.end();
    }
  });
});

/**
 * The embedded database's upkeep (src/server/db/upkeep.ts): PGlite runs no autovacuum, so the portal
 * analyses and vacuums what autovacuum would have. Always on an embedded PGlite of its own, which is
 * what the upkeep serves (PostgreSQL has autovacuum, and startUpkeep leaves it alone).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../src/server/db/results';
import { openPglite, type Database } from '../../../../src/server/db/client';
import { migrate } from '../../../../src/server/db/migrate';
import { startUpkeep, upkeepOnce } from '../../../../src/server/db/upkeep';

let database: Database;
beforeAll(async () => {
  database = await openPglite();
  await migrate(database);
});
afterAll(async () => { await database.close(); });

async function addTickets(exhibitorId: number, count: number): Promise<void> {
  const [allocation] = rowsOf<{ id: number }>(await database.db.execute(sql`insert into ticket_allocations (exhibitor_id, name, quota, claimed)
    values (${exhibitorId}, '展商证', ${count}, ${count}) returning id`));
  await database.db.execute(sql`insert into tickets (exhibitor_id, allocation_id, ticket_no)
    select ${exhibitorId}, ${allocation!.id}, 'UK' || ${exhibitorId} || '-' || n from generate_series(1, ${count}) n`);
}

/** What the planner believes one exhibitor's tickets number. */
async function estimatedTicketsOf(exhibitorId: number): Promise<number> {
  const plan = rowsOf<Record<string, string>>(await database.db.execute(sql.raw(`explain select * from tickets where exhibitor_id = ${exhibitorId}`)));
  return Number(/rows=(\d+)/.exec(Object.values(plan[0]!)[0]!)![1]);
}

describe('upkeep of the embedded database', () => {
  it('vacuums and analyses a table after many inserts, so the planner knows its size, and then leaves it alone', async () => {
    const [big, small] = rowsOf<{ id: number }>(await database.db.execute(sql`insert into exhibitors (name) values ('大展商'), ('小展商') returning id`));
    await addTickets(big!.id, 5000);
    await addTickets(small!.id, 10);
    // Unanalysed, the planner guesses; after the upkeep it knows one exhibitor holds almost all.
    const first = await upkeepOnce(database);
    expect(first.vacuumed).toContain('tickets');
    expect(await estimatedTicketsOf(big!.id)).toBeGreaterThan(4000);
    expect(await estimatedTicketsOf(small!.id)).toBeLessThan(100);
    const second = await upkeepOnce(database);
    expect([...second.vacuumed, ...second.analysed]).not.toContain('tickets');
  });

  it('analyses once changes pass a tenth of the table (50 rows more), not before', async () => {
    const changed = async (rows: number) => {
      await database.db.execute(sql`update tickets set status = 1 - status where id in (select id from tickets order by id limit ${rows})`);
      return upkeepOnce(database);
    };
    const live = Number(rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from tickets`))[0]!.n);
    const threshold = 50 + Math.floor(0.1 * live);
    // Updates leave dead rows too: vacuum's threshold (a fifth) is further away than analyse's (a tenth).
    expect((await changed(threshold)).analysed).not.toContain('tickets');
    expect((await changed(1)).analysed).toContain('tickets');
  });

  it('runs on PGlite only, every interval: PostgreSQL has autovacuum', async () => {
    const passes = async (kind: Database['kind']): Promise<number> => {
      let statements = 0;
      const counting = { ...database, kind, db: { execute: async () => { statements += 1; return { rows: [] }; } } } as unknown as Database;
      const stop = startUpkeep(counting, 10, (error) => { throw error; });
      await new Promise((resolve) => setTimeout(resolve, 60));
      stop();
      return statements;
    };
    expect(await passes('postgres')).toBe(0);
    expect(await passes('pglite')).toBeGreaterThan(1);
  });
});

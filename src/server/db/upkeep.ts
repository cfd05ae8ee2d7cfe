/**
 * PostgreSQL keeps its planner statistics and visibility maps fresh with autovacuum; embedded PGlite
 * runs no background workers, so without this its planner would go on believing a table of 10,000
 * tickets is empty and choose plans that read all of them. Every interval, on PGlite only, the tables
 * that autovacuum would have seen to (by its default thresholds) are analysed or vacuumed.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { rowsOf } from './results';

/** Autovacuum's default thresholds: a base number of rows plus a share of the table. */
const THRESHOLDS = {
  analyze: { base: 50, share: 0.1 },
  vacuum: { base: 50, share: 0.2 },
  /** Rows only inserted: vacuumed too, so that index-only scans can skip the table itself. */
  insertVacuum: { base: 1000, share: 0.2 },
} as const;

interface TableActivity {
  name: string;
  live: number;
  modified: number;
  dead: number;
  inserted: number;
}

export interface UpkeepDone {
  analysed: string[];
  vacuumed: string[];
}

const over = (count: number, live: number, { base, share }: { base: number; share: number }): boolean => count > base + share * live;

/** One pass: what autovacuum would do now, done now. */
export async function upkeepOnce(database: Database): Promise<UpkeepDone> {
  const { db } = database;
  // PGlite counts changes in its session and publishes them to pg_stat_* only when asked.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const result = await db.execute(sql`select relname as name, n_live_tup::int as live, n_mod_since_analyze::int as modified,
    n_dead_tup::int as dead, n_ins_since_vacuum::int as inserted from pg_stat_user_tables where schemaname = 'public'`);
  const tables = rowsOf<TableActivity>(result);
  const done: UpkeepDone = { analysed: [], vacuumed: [] };
  for (const table of tables) {
    const live = Number(table.live);
    const vacuum = over(Number(table.dead), live, THRESHOLDS.vacuum) || over(Number(table.inserted), live, THRESHOLDS.insertVacuum);
    const analyse = over(Number(table.modified), live, THRESHOLDS.analyze);
    const name = sql.identifier(table.name);
    if (vacuum) {
      await db.execute(sql`vacuum (analyze) ${name}`);
      done.vacuumed.push(table.name);
    } else if (analyse) {
      await db.execute(sql`analyze ${name}`);
      done.analysed.push(table.name);
    }
  }
  return done;
}

/** Runs the upkeep every `intervalMs` on PGlite (PostgreSQL has autovacuum); answers how to stop it. */
export function startUpkeep(database: Database, intervalMs: number, onError: (error: unknown) => void): () => void {
  if (database.kind !== 'pglite') return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    upkeepOnce(database).catch(onError).finally(() => { running = false; });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

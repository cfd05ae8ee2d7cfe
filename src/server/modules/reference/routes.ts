/**
 * /organiser/reference/:kind — the show's reference data kept by staff with the settings permission
 * (src/shared/reference.ts): tracks and speakers of the conference programme, exhibit categories,
 * official keywords. Each kind's body is its screen's schema; a record something still uses (a track
 * with speakers or activities, a category with sub-categories or products, a keyword on notices) is
 * not removed (2010, with how many use it).
 */
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { Codes } from '../../../shared/codes';
import { REFERENCE_KINDS, REFERENCE_MAX_RECORDS, REFERENCE_SCREENS, ReferenceApi, type ReferenceKind } from '../../../shared/reference';
import { StaffPermission } from '../../../shared/staff';
import type { Db } from '../../db/client';
import type { courseCategories } from '../../db/schema';
import type { ModuleOptions } from '../../deps';
import { staffOnly } from '../../http/access';
import { ApiError, ok } from '../../http/envelope';
import { idParams } from '../../http/schema-parts';
import { loadScreen } from '../../screens/registry';
import { KINDS, listRecords, type KindRules } from './kinds';

type Body = Record<string, unknown>;

/** Writes of one kind run one at a time ('REFD' and the kind): the record limit holds under concurrency. */
const LOCK_NAMESPACE = 0x52454644;

async function write<T>(db: Db, kind: ReferenceKind, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (transaction) => {
    // Inside the transaction only its handle is used (PGlite has one connection).
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${REFERENCE_KINDS.indexOf(kind)})`);
    return work(tx);
  });
}

export default async function referenceRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const { db, config } = deps;
  const settings = staffOnly(StaffPermission.SETTINGS);
  const tags = ['organiser', 'reference'];
  const notFound = () => new ApiError(Codes.NOT_FOUND, null, 'reference.error.not_found');

  for (const kind of REFERENCE_KINDS) {
    const rules: KindRules = KINDS[kind];
    const body = loadScreen(config.schemasDir, REFERENCE_SCREENS[kind]).bodySchema;
    // The kinds' tables differ; what is written to each is what its rules made of the form.
    const table = rules.table as typeof courseCategories;
    const find = async (tx: Db, id: number) => {
      const [row] = await tx.select().from(rules.table).where(eq(rules.table.id, id));
      return row as (Record<string, unknown> & { id: number }) | undefined;
    };

    app.get(ReferenceApi.list(kind), {
      config: settings, schema: { summary: `Every record of ${kind}, in display order (data.{list, total})`, tags },
    }, async () => {
      const list = await listRecords(db, rules);
      return ok({ list, total: list.length });
    });

    app.post<{ Body: Body }>(ReferenceApi.list(kind), {
      config: settings, schema: { summary: `Adds one of ${kind} (schemas/${REFERENCE_SCREENS[kind]}.json); at most ${REFERENCE_MAX_RECORDS}`, tags, body },
    }, async (request) => ok(await write(db, kind, async (tx) => {
      if ((await listRecords(tx, rules)).length >= REFERENCE_MAX_RECORDS) throw new ApiError(Codes.RECORD_STATE, null, 'reference.error.limit', { max: REFERENCE_MAX_RECORDS });
      await rules.check?.(tx, request.body);
      const [row] = await tx.insert(table).values(rules.toValues(request.body) as typeof courseCategories.$inferInsert).returning();
      return rules.toRecord(row as Record<string, unknown> & { id: number });
    })));

    app.put<{ Params: { id: number }; Body: Body }>(`${ReferenceApi.list(kind)}/:id`, {
      config: settings, schema: { summary: `Changes one of ${kind}`, tags, params: idParams('reference.field.id'), body },
    }, async (request) => ok(await write(db, kind, async (tx) => {
      const { id } = request.params;
      if (!(await find(tx, id))) throw notFound();
      await rules.check?.(tx, request.body, id);
      const [row] = await tx.update(table).set(rules.toValues(request.body) as Partial<typeof courseCategories.$inferInsert>).where(eq(rules.table.id, id)).returning();
      return rules.toRecord(row as Record<string, unknown> & { id: number });
    })));

    app.delete<{ Params: { id: number } }>(`${ReferenceApi.list(kind)}/:id`, {
      config: settings, schema: { summary: `Removes one of ${kind} that nothing uses`, tags, params: idParams('reference.field.id') },
    }, async (request) => {
      await write(db, kind, async (tx) => {
        const { id } = request.params;
        if (!(await find(tx, id))) throw notFound();
        const used = await rules.usage(tx, id);
        if (used > 0) throw new ApiError(Codes.RECORD_STATE, null, `reference.error.in_use.${kind}`, { count: used });
        await tx.delete(table).where(eq(rules.table.id, id));
      });
      return ok(null);
    });
  }
}

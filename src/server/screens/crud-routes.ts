/**
 * The endpoints of a schema-driven screen, from its entry in the resource table (src/shared/resources.ts:
 * path, area, single or list, reviewed, shelved, deadline) and its descriptor: the body schema of
 * create/update is the descriptor's data schema; the list's paging, sorting and filters are exactly
 * what its list descriptor declares. A domain module hands in its entry and what only it checks.
 *
 *   many:   GET path (list) · POST path · GET path/:id · PUT path/:id · DELETE path/:id
 *   single: GET path (the one record, or null) · PUT path (create or replace)
 *   shelf:  POST path/:id/shelf {on} — when the resource is shelved
 */
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { screenRecords } from '../db/schema';
import type { Deps } from '../deps';
import { ApiError, ok } from '../http/envelope';
import { Codes } from '../../shared/codes';
import { getSetting, type Settings } from '../settings';
import { Review, Shelf, type Resource } from '../../shared/resources';
import { requestLocale, translate } from '../http/i18n';
import { EXPORT_JOB, type ExportPayload } from '../exports/export-job';
import { ownerOf } from '../identity/request-caller';
import { findRecord, listRecords, ownedBy, toRecordOut, type ListQuery, type Owner, type Scope, withRecordedFiles } from './records';
import type { Screen } from './registry';
import type { PublishedScreen } from './catalog';
import { liveValidatorCompiler } from '../http/validation';
import { compactMinute, messageDateTime } from '../../shared/show-time';

/** What a module checks itself, beyond its entry in the resource table. */
export interface ScreenCrudExtras {
  /**
   * What the schema cannot say about a body to be stored (a referenced record is the caller's own);
   * throws an ApiError, usually 1000 with data.errors naming the field.
   */
  checkBody?: (request: FastifyRequest, owner: Owner, body: Record<string, unknown>) => Promise<void>;
  /**
   * The caller's facts the server writes into a body before it is checked, whatever the client sent
   * (the exhibitor's booth type): the screen's conditions (if/then) may depend on them, and the stored
   * record keeps them. The form is given the same facts (its page), so it resolves the same conditions.
   */
  facts?: (owner: Owner) => Promise<Record<string, unknown>>;
}

/** The settings that can close a resource: those holding a time. */
type DeadlineSetting = { [K in keyof Settings]: Settings[K] extends number ? K : never }[keyof Settings];

/** The list request's query schema: paging, the sortable fields, and one parameter per filter. */
export function listQuerySchema(screen: Screen): object {
  let schema = listQueries.get(screen);
  if (!schema) listQueries.set(screen, (schema = buildListQuerySchema(screen)));
  return schema;
}

const listQueries = new WeakMap<Screen, object>();

function buildListQuerySchema(screen: Screen): object {
  const columns = screen.descriptor.list?.columns ?? [];
  const sortable = columns.filter((column) => column.sortable).map((column) => column.field);
  const filters = Object.fromEntries(columns.filter((column) => column.filter).map((column) => [column.field,
    column.filter === 'dateRange' ? { type: 'string', pattern: '^\\d{0,10},\\d{0,10}$' } : { type: 'string', maxLength: 100 }]));
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      page: { type: 'integer', minimum: 1, default: 1 },
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
      sort: { type: 'string', enum: sortable.length ? sortable : ['id'] },
      order: { type: 'string', enum: ['asc', 'desc'] },
      ...filters,
    },
  };
}

/**
 * Starts an Excel export of a list as the request filters and sorts it (paging aside); the job's
 * progress goes to the requesting account's live stream. Answers the task as the top bar shows it.
 * `source` names a module's own row source (createExportHandler) when the rows are not screen records.
 */
export async function startExport(deps: Deps, request: FastifyRequest, screen: Screen, scope: Scope,
  requester: { userId: number; exhibitorId: number | null }, source?: string): Promise<{ id: number; name: string; low: number }> {
  const locale = requestLocale(request);
  const { page: _page, limit: _limit, ...query } = request.query as ListQuery;
  // The file name carries the export time in the show's time zone: 202611231200.
  const stamp = compactMinute(Date.now() / 1000, deps.config.timeZone);
  const name = `${translate(locale, screen.descriptor.title)}-${stamp}`;
  const payload: ExportPayload = { screen: screen.descriptor.id, owner: scope, query, locale, name, ...(source ? { source } : {}) };
  const id = await deps.jobs.enqueue(EXPORT_JOB, payload, { userId: requester.userId, ...(requester.exhibitorId ? { exhibitorId: requester.exhibitorId } : {}) });
  return { id, name, low: 0 };
}

export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;

/**
 * Route options that check the body and the list query against the screen's version now published
 * (src/server/screens/catalog.ts), however often staff publish while the server runs. The declared
 * schemas are the version at start-up, as the API documentation shows them.
 */
export function liveScreenSchemas(current: () => Screen, parts: { body?: boolean; list?: boolean }) {
  return {
    schema: { ...(parts.body ? { body: current().bodySchema } : {}), ...(parts.list ? { querystring: listQuerySchema(current()) } : {}) },
    validatorCompiler: liveValidatorCompiler({
      ...(parts.body ? { body: () => current().bodySchema } : {}),
      ...(parts.list ? { querystring: () => listQuerySchema(current()) } : {}),
    }),
  };
}

export function registerScreenCrud(app: FastifyInstance, deps: Deps, resource: Resource, extras: ScreenCrudExtras = {}): void {
  const { db } = deps;
  const current = (): PublishedScreen => deps.screens.current(resource.screen);
  const { facts } = extras;
  const withBody = {
    ...liveScreenSchemas(current, { body: true }),
    ...(facts ? {
      preValidation: async (request: FastifyRequest) => {
        if (typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body)) {
          request.body = { ...(request.body as Record<string, unknown>), ...(await facts(ownerOf(request))) };
        }
      },
    } : {}),
  };
  const withList = liveScreenSchemas(current, { list: true });
  const { reviewed, shelved, path } = resource;
  // Typed here so the compiler holds the shared table's setting name to a time setting of the server.
  const deadline: DeadlineSetting | undefined = resource.deadline;
  const tags = [resource.screen];
  const config = { area: resource.area };
  // A changed submission of a reviewed screen goes back to review.
  const reviewState = reviewed ? { reviewStatus: Review.PENDING, reviewReason: null } : {};
  // What is on shelf was reviewed as it was: a new or changed submission waits off shelf.
  const submittedState = { ...reviewState, ...(shelved ? { shelfStatus: Shelf.OFF } : {}) };
  const notUnderReview = reviewed ? or(isNull(screenRecords.reviewStatus), ne(screenRecords.reviewStatus, Review.PENDING)) : undefined;

  /**
   * Whether the record may change now: not after the screen's deadline, and not while the organiser
   * is reviewing it (the reviewer must decide on what was submitted).
   */
  const assertChangeable = async (existing?: { reviewStatus: number | null }) => {
    if (deadline) {
      const closesAt = await getSetting(db, deadline);
      if (Date.now() / 1000 > closesAt) throw new ApiError(Codes.RECORD_STATE, null, 'screen.error.deadline_passed', { deadline: messageDateTime(closesAt, deps.config.timeZone) });
    }
    if (reviewed && existing?.reviewStatus === Review.PENDING) throw new ApiError(Codes.RECORD_STATE, null, 'review.error.under_review');
  };


  if (resource.single) {
    app.get(path, { config, schema: { summary: `The caller's ${resource.screen}`, tags } }, async (request) => {
      const screen = current();
      const owner = ownerOf(request);
      const [row] = await db.select().from(screenRecords).where(ownedBy(screen, owner)).limit(1);
      return ok(row ? toRecordOut(screen, row) : null);
    });
    app.put<{ Body: Record<string, unknown> }>(path, {
      config, ...withBody, schema: { summary: `Create or replace the caller's ${resource.screen}`, tags, ...withBody.schema },
    }, async (request) => {
      const screen = current();
      const owner = ownerOf(request);
      const [existing] = await db.select({ id: screenRecords.id, reviewStatus: screenRecords.reviewStatus }).from(screenRecords).where(ownedBy(screen, owner)).limit(1);
      await assertChangeable(existing);
      await extras.checkBody?.(request, owner, request.body);
      const data = await withRecordedFiles(db, screen, owner, request.body);
      const [row] = existing
        ? await db.update(screenRecords).set({ data, updatedAt: sql`now()`, ...submittedState }).where(and(eq(screenRecords.id, existing.id), notUnderReview)).returning()
        : await db.insert(screenRecords).values({ screen: resource.screen, ...owner, data, ...submittedState }).returning();
      if (!row) throw new ApiError(Codes.RECORD_STATE, null, 'review.error.under_review');
      return ok(toRecordOut(screen, row));
    });
    return;
  }

  app.get<{ Querystring: ListQuery }>(path, {
    config, ...withList, schema: { summary: `List of ${resource.screen}`, tags, ...withList.schema },
  }, async (request) => ok(await listRecords(db, current(), ownerOf(request), request.query)));

  // An export of the list as filtered and sorted, run as a job; progress arrives on the live stream.
  app.post<{ Querystring: ListQuery }>(`${path}/export`, {
    config, ...withList, schema: { summary: `Export the ${resource.screen} list to Excel`, tags, ...withList.schema },
  }, async (request) => {
    const owner = ownerOf(request);
    return ok(await startExport(deps, request, current(), owner, { userId: owner.userId, exhibitorId: owner.exhibitorId }));
  });

  app.post<{ Body: Record<string, unknown> }>(path, {
    config, ...withBody, schema: { summary: `Create a ${resource.screen}`, tags, ...withBody.schema },
  }, async (request) => {
    const screen = current();
    const owner = ownerOf(request);
    await assertChangeable();
    await extras.checkBody?.(request, owner, request.body);
    const data = await withRecordedFiles(db, screen, owner, request.body);
    const [row] = await db.insert(screenRecords).values({ screen: resource.screen, ...owner, data, ...submittedState }).returning();
    return ok(toRecordOut(screen, row!));
  });

  app.get<{ Params: { id: number } }>(`${path}/:id`, {
    config, schema: { summary: `One ${resource.screen}`, tags, params: idParams },
  }, async (request) => {
    const screen = current();
    return ok(toRecordOut(screen, await findRecord(db, screen, ownerOf(request), request.params.id)));
  });

  app.put<{ Params: { id: number }; Body: Record<string, unknown> }>(`${path}/:id`, {
    config, ...withBody, schema: { summary: `Replace a ${resource.screen}`, tags, params: idParams, ...withBody.schema },
  }, async (request) => {
    const screen = current();
    const owner = ownerOf(request);
    await assertChangeable(await findRecord(db, screen, owner, request.params.id));
    await extras.checkBody?.(request, owner, request.body);
    const data = await withRecordedFiles(db, screen, owner, request.body);
    // The state is checked again in the UPDATE itself: a decision taken meanwhile is not overwritten.
    const [row] = await db.update(screenRecords).set({ data, updatedAt: sql`now()`, ...submittedState })
      .where(and(ownedBy(screen, owner), eq(screenRecords.id, request.params.id), notUnderReview)).returning();
    if (!row) throw new ApiError(Codes.RECORD_STATE, null, 'review.error.under_review');
    return ok(toRecordOut(screen, row!));
  });

  if (shelved) registerShelf(app, deps, current, resource);

  app.delete<{ Params: { id: number } }>(`${path}/:id`, {
    config, schema: { summary: `Delete a ${resource.screen}`, tags, params: idParams },
  }, async (request) => {
    const screen = current();
    const owner = ownerOf(request);
    // Withdrawing a submission is allowed while it is reviewed; only the deadline stops it.
    await findRecord(db, screen, owner, request.params.id);
    if (deadline) await assertChangeable();
    await db.delete(screenRecords).where(and(ownedBy(screen, owner), eq(screenRecords.id, request.params.id)));
    return ok(null);
  });
}

const shelfBody = {
  type: 'object',
  additionalProperties: false,
  required: ['on'],
  properties: { on: { type: 'boolean', title: 'display.shelf_status' } },
} as const;

/**
 * POST path/:id/shelf {on}: only a reviewed record goes on shelf, checked in the UPDATE itself so a
 * change submitted meanwhile (back to review) is never shown; taking it off is always allowed.
 */
function registerShelf(app: FastifyInstance, deps: Deps, current: () => Screen, resource: Resource): void {
  const { db } = deps;
  app.post<{ Params: { id: number }; Body: { on: boolean } }>(`${resource.path}/:id/shelf`, {
    config: { area: resource.area },
    schema: { summary: `Put a ${resource.screen} on shelf or take it off`, tags: [resource.screen], params: idParams, body: shelfBody },
  }, async (request) => {
    const screen = current();
    const owner = ownerOf(request);
    const { on } = request.body;
    const [row] = await db.update(screenRecords).set({ shelfStatus: on ? Shelf.ON : Shelf.OFF })
      .where(and(ownedBy(screen, owner), eq(screenRecords.id, request.params.id), on ? eq(screenRecords.reviewStatus, Review.APPROVED) : undefined))
      .returning();
    if (!row) {
      await findRecord(db, screen, owner, request.params.id);
      throw new ApiError(Codes.RECORD_STATE, null, 'status.shelf.not_reviewed');
    }
    return ok(toRecordOut(screen, row));
  });
}

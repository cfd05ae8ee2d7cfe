/**
 * The organiser's side of a schema-driven screen: every exhibitor's records, their export, and the
 * review decision on a reviewed screen. Only organiser staff may call these (`role: 'organiser'`).
 *
 *   GET  path (list across exhibitors) · POST path/export · GET path/:id
 *   POST path/:id/review {decision: 'approve'} | {decision: 'reject', reason}
 *
 * A decision is only taken on a submission under review; the exhibitor is told on the live stream.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Codes } from '../../shared/codes';
import { REVIEW_DECIDED, type ReviewDecided } from '../../shared/live';
import { organiserPathOf, Review, Shelf, type Resource } from '../../shared/resources';
import { screenRecords } from '../db/schema';
import type { Deps } from '../deps';
import { sessionUserId } from '../http/auth';
import { decisionBody } from '../http/decision-body';
import { ApiError, ok } from '../http/envelope';
import { idParams, listQuerySchema, startExport } from './crud-routes';
import { findRecord, listRecords, ORGANISER, ownedBy, toRecordOut, type ListQuery } from './records';
import { loadScreen } from './registry';


export function registerOrganiserScreen(app: FastifyInstance, deps: Deps, resource: Resource): void {
  const { db } = deps;
  const screen = loadScreen(deps.config.schemasDir, resource.screen);
  const path = organiserPathOf(resource);
  // A rejected submission is never shown to visitors, whatever its shelf state was.
  const offShelfOnReject = resource.shelved ? { shelfStatus: Shelf.OFF } : {};
  const config = { role: 'organiser' as const };
  const tags = ['organiser'];

  app.get<{ Querystring: ListQuery }>(path, {
    config, schema: { summary: `Every exhibitor's ${resource.screen}`, tags, querystring: listQuerySchema(screen) },
  }, async (request) => ok(await listRecords(db, screen, ORGANISER, request.query)));

  app.post<{ Querystring: ListQuery }>(`${path}/export`, {
    config, schema: { summary: `Export every exhibitor's ${resource.screen} to Excel`, tags, querystring: listQuerySchema(screen) },
  }, async (request) => ok(await startExport(deps, request, screen, ORGANISER, { userId: sessionUserId(request), exhibitorId: null })));

  app.get<{ Params: { id: number } }>(`${path}/:id`, {
    config, schema: { summary: `One ${resource.screen} of any exhibitor`, tags, params: idParams },
  }, async (request) => ok(toRecordOut(screen, await findRecord(db, screen, ORGANISER, request.params.id))));

  if (!resource.reviewed) return;

  app.post<{ Params: { id: number }; Body: { decision: 'approve' | 'reject'; reason?: string } }>(`${path}/:id/review`, {
    config, schema: { summary: `Approve or reject a ${resource.screen} under review`, tags, params: idParams, body: decisionBody },
  }, async (request) => {
    const { decision, reason } = request.body;
    const approved = decision === 'approve';
    // Only a submission still under review is decided: two staff deciding at once cannot both win.
    const [row] = await db.update(screenRecords)
      .set(approved ? { reviewStatus: Review.APPROVED, reviewReason: null } : { reviewStatus: Review.REJECTED, reviewReason: reason!, ...offShelfOnReject })
      .where(and(ownedBy(screen, ORGANISER), eq(screenRecords.id, request.params.id), eq(screenRecords.reviewStatus, Review.PENDING)))
      .returning();
    if (!row) {
      await findRecord(db, screen, ORGANISER, request.params.id);
      throw new ApiError(Codes.RECORD_STATE, null, 'review.error.already_decided');
    }
    const decided: ReviewDecided = { screen: resource.screen, id: row.id, review_status: row.reviewStatus ?? Review.PENDING, review_reason: row.reviewReason };
    await app.live.publish(REVIEW_DECIDED, decided, row.exhibitorId !== null ? { exhibitorId: row.exhibitorId } : { userId: row.userId });
    return ok(toRecordOut(screen, row));
  });
}

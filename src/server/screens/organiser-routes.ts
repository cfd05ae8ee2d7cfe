/**
 * The organiser's side of a schema-driven screen: every exhibitor's records, their export, and the
 * review decision on a reviewed screen. Only organiser staff who review may call these (`staffOnly(StaffPermission.REVIEWS)`).
 * They serve the screen as staff see it (forStaff: whose each record is, the staff's columns).
 *
 *   GET  path (list across exhibitors) · POST path/export
 *   GET  path/:id → the record, with `approved` (its data as last approved, null if never) and
 *        `changed_fields` (the fields that differ from it, null if never approved)
 *   POST path/:id/review {decision: 'approve'} | {decision: 'reject', reason}
 *
 * A decision is only taken on a submission under review; the exhibitor is told on the live stream.
 * Approving keeps the data as approved, the next review's point of comparison.
 */
import { and, eq, sql } from 'drizzle-orm';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { Codes } from '../../shared/codes';
import { REVIEW_DECIDED, type ReviewDecided } from '../../shared/live';
import { organiserPathOf, Review, Shelf, type Resource } from '../../shared/resources';
import { StaffPermission } from '../../shared/staff';
import { exhibitors, screenRecords } from '../db/schema';
import type { Deps } from '../deps';
import { staffOnly } from '../http/access';
import { sessionUserId } from '../http/auth';
import { decisionBody } from '../http/decision-body';
import { ApiError, ok } from '../http/envelope';
import { requestLocale } from '../http/i18n';
import { idParams, liveScreenSchemas, startExport } from './crud-routes';
import { findRecord, listRecords, ORGANISER, ownedBy, staffFields, toRecordOut, type ListQuery } from './records';
import type { Screen } from './registry';

/** The form's fields whose value differs from the approved data (uploads compared as stored). */
export function changedFields(screen: Screen, data: Record<string, unknown>, approved: Record<string, unknown>): string[] {
  return Object.keys(screen.descriptor.schema.properties).filter((field) => !isDeepStrictEqual(data[field] ?? null, approved[field] ?? null));
}

export function registerOrganiserScreen(app: FastifyInstance, deps: Deps, resource: Resource): void {
  const { db } = deps;
  // The staff's list, read and export of the version now published.
  const current = (): Screen => deps.screens.current(resource.screen).staff;
  const withList = liveScreenSchemas(current, { list: true });
  const path = organiserPathOf(resource);
  // A rejected submission is never shown to visitors, whatever its shelf state was.
  const offShelfOnReject = resource.shelved ? { shelfStatus: Shelf.OFF } : {};
  const config = staffOnly(StaffPermission.REVIEWS);
  const tags = ['organiser'];

  app.get<{ Querystring: ListQuery }>(path, {
    config, ...withList, schema: { summary: `Every exhibitor's ${resource.screen}`, tags, ...withList.schema },
  }, async (request) => ok(await listRecords(db, current(), ORGANISER, request.query, { locale: requestLocale(request) })));

  app.post<{ Querystring: ListQuery }>(`${path}/export`, {
    config, ...withList, schema: { summary: `Export every exhibitor's ${resource.screen} to Excel`, tags, ...withList.schema },
  }, async (request) => ok(await startExport(deps, request, current(), ORGANISER, { userId: sessionUserId(request), exhibitorId: null })));

  app.get<{ Params: { id: number } }>(`${path}/:id`, {
    config, schema: { summary: `One ${resource.screen} of any exhibitor`, tags, params: idParams },
  }, async (request) => {
    const screen = current();
    const row = await findRecord(db, screen, ORGANISER, request.params.id);
    const [facts] = await db.select({ name: exhibitors.name, nameEn: exhibitors.nameEn, boothNo: exhibitors.boothNo }).from(exhibitors)
      .where(eq(exhibitors.id, row.exhibitorId ?? 0));
    const approved = row.approvedData as Record<string, unknown> | null;
    return ok({
      ...toRecordOut(screen, row),
      ...staffFields(facts ?? null, requestLocale(request)),
      approved,
      changed_fields: approved ? changedFields(screen, row.data as Record<string, unknown>, approved) : null,
    });
  });

  if (!resource.reviewed) return;

  app.post<{ Params: { id: number }; Body: { decision: 'approve' | 'reject'; reason?: string } }>(`${path}/:id/review`, {
    config, schema: { summary: `Approve or reject a ${resource.screen} under review`, tags, params: idParams, body: decisionBody },
  }, async (request) => {
    const screen = current();
    const { decision, reason } = request.body;
    const approved = decision === 'approve';
    // Only a submission still under review is decided: two staff deciding at once cannot both win.
    const [row] = await db.update(screenRecords)
      .set(approved ? { reviewStatus: Review.APPROVED, reviewReason: null, approvedData: sql`${screenRecords.data}` } : { reviewStatus: Review.REJECTED, reviewReason: reason!, ...offShelfOnReject })
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

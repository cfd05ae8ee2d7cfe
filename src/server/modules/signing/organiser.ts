/**
 * The organiser's side of brokerage signing (organiser staff only): every exhibitor's signings, and
 * the review that makes a waiting signing signed or failed. The exhibitor hears the decision on the
 * live stream (REVIEW_DECIDED), so its open screen refreshes.
 */
import type { FastifyInstance } from 'fastify';
import { Codes } from '../../../shared/codes';
import { REVIEW_DECIDED, type ReviewDecided } from '../../../shared/live';
import { SIGNING_SCREEN, type SigningDecision } from '../../../shared/signing';
import type { Deps } from '../../deps';
import { ApiError, ok } from '../../http/envelope';
import { decideSigning, findRecord, listRecords, type RecordListQuery } from './queries';
import { decisionBody } from '../../http/decision-body';
import { idParams, organiserListQuery } from './schemas';
import { statusRef } from './status';
import { StaffPermission } from '../../../shared/staff';
import { staffOnly } from '../../http/access';

export function registerOrganiserSigning(app: FastifyInstance, { db, live }: Deps): void {
  const config = staffOnly(StaffPermission.SIGNINGS);
  const tags = ['organiser'];

  app.get<{ Querystring: RecordListQuery }>('/organiser/signing', {
    config, schema: { summary: "Every exhibitor's brokerage signings (data.{list, total}): waiting ones first, oldest first, then the rest newest first; ?status, ?exhibitor_id filter", tags, querystring: organiserListQuery },
  }, async (request) => ok(await listRecords(db, 'everyone', request.query)));

  app.post<{ Params: { id: number }; Body: SigningDecision }>('/organiser/signing/:id/review', {
    config,
    schema: { summary: 'Approves (signed) or rejects with a reason (failed) a signing waiting for review; 2010 once decided or cancelled', tags, params: idParams, body: decisionBody },
  }, async (request) => {
    const { body } = request;
    const decided = await decideSigning(db, request.params.id, { approved: body.decision === 'approve', reason: body.decision === 'reject' ? body.reason.trim() : null });
    if (!decided) {
      const record = await findRecord(db, 'everyone', request.params.id);
      if (!record) throw new ApiError(Codes.NOT_FOUND, null, 'signing.error.record_not_found');
      throw new ApiError(Codes.RECORD_STATE, { status: record.status }, 'signing.error.already_decided', { status: statusRef(record.status) });
    }
    const message: ReviewDecided = { screen: SIGNING_SCREEN, id: request.params.id, review_status: decided.status, review_reason: decided.reason };
    await live.publish(REVIEW_DECIDED, message, { exhibitorId: decided.exhibitorId });
    return ok(await findRecord(db, 'everyone', request.params.id));
  });
}

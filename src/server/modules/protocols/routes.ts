/**
 * Pre-show agreements (SPEC.md §2 /exhibitionMaterials/protocol): the organiser publishes them, each
 * exhibitor reads and confirms each one once, by its confirm-by date.
 *
 *   exhibitor: GET /v4/exhibitor/protocol · GET /v4/exhibitor/protocol/:id · POST /v4/exhibitor/protocol/:id/confirm
 *   organiser: GET /organiser/protocols · POST /organiser/protocols (schemas/protocol.json) ·
 *              DELETE /organiser/protocols/:id · GET /organiser/protocols/:id/confirmations
 */
import type { FastifyInstance } from 'fastify';
import { Codes } from '../../../shared/codes';
import type { ModuleOptions } from '../../deps';
import { ApiError, ok } from '../../http/envelope';
import { exhibitorCallerOf } from '../../identity/request-caller';
import { PROTOCOL_SCREEN, type ProtocolInput } from '../../../shared/api';
import { loadScreen } from '../../screens/registry';
import {
  confirmProtocol, createProtocol, deleteProtocol, findProtocol, listConfirmations, listOrganiserProtocols, listProtocols, protocolExists,
  type ProtocolListQuery,
} from './queries';
import { confirmBody, idParams, listQuery, pageQuery } from './schemas';
import { messageDateTime } from '../../../shared/show-time';
import { StaffPermission } from '../../../shared/staff';
import { staffOnly } from '../../http/access';

const notFound = (): ApiError => new ApiError(Codes.NOT_FOUND, null, 'protocol.error.not_found');

export default async function protocolRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const { db } = deps;
  const exhibitor = { area: 'exhibitionMaterials' } as const;
  const organiser = staffOnly(StaffPermission.NOTICES);
  const publishBody = loadScreen(deps.config.schemasDir, PROTOCOL_SCREEN).bodySchema;

  app.get<{ Querystring: ProtocolListQuery }>('/v4/exhibitor/protocol', {
    config: exhibitor,
    schema: {
      summary: "Pre-show agreements with the caller's exhibitor's state (data.{list, total})",
      tags: ['protocol'],
      querystring: listQuery,
    },
  }, async (request) => {
    const { exhibitorId } = exhibitorCallerOf(request);
    return ok(await listProtocols(db, exhibitorId, request.query));
  });

  app.get<{ Params: { id: number } }>('/v4/exhibitor/protocol/:id', {
    config: exhibitor,
    schema: { summary: 'One agreement: its text in both languages and the exhibitor\'s state', tags: ['protocol'], params: idParams },
  }, async (request) => {
    const { exhibitorId } = exhibitorCallerOf(request);
    const protocol = await findProtocol(db, exhibitorId, request.params.id);
    if (!protocol) throw notFound();
    return ok(protocol);
  });

  app.post<{ Params: { id: number }; Body: { agreed: true } }>('/v4/exhibitor/protocol/:id/confirm', {
    config: exhibitor,
    schema: {
      summary: 'Confirms the agreement for the exhibitor (body {agreed: true}); a second call answers the first confirmation',
      tags: ['protocol'],
      params: idParams,
      body: confirmBody,
    },
  }, async (request) => {
    const { userId, exhibitorId } = exhibitorCallerOf(request);
    await confirmProtocol(db, request.params.id, exhibitorId, userId);
    const protocol = await findProtocol(db, exhibitorId, request.params.id);
    if (!protocol) throw notFound();
    if (!protocol.confirmed) {
      // Nothing was written and nothing was there: the agreement closed before anyone confirmed it.
      const deadline = protocol.confirm_by ?? Math.floor(Date.now() / 1000);
      throw new ApiError(Codes.RECORD_STATE, null, 'protocol.error.deadline_passed', { deadline: messageDateTime(deadline, deps.config.timeZone) });
    }
    return ok(protocol);
  });

  app.get<{ Querystring: { page: number; limit: number } }>('/organiser/protocols', {
    config: organiser,
    schema: {
      summary: 'Every pre-show agreement, newest first, with how many exhibitors confirmed it of how many (organiser staff)',
      tags: ['organiser'],
      querystring: pageQuery,
    },
  }, async (request) => ok(await listOrganiserProtocols(db, request.query)));

  app.post<{ Body: ProtocolInput }>('/organiser/protocols', {
    config: organiser,
    schema: {
      summary: 'Publishes a pre-show agreement to every exhibitor (organiser staff)',
      tags: ['organiser'],
      body: publishBody,
    },
  }, async (request) => {
    const created = await createProtocol(db, request.body);
    const { title, title_en, content, content_en } = request.body;
    return ok({ ...created, title, title_en, content, content_en });
  });

  app.delete<{ Params: { id: number } }>('/organiser/protocols/:id', {
    config: organiser,
    schema: {
      summary: 'Withdraws an agreement published by mistake, with every confirmation of it (organiser staff)',
      tags: ['organiser'],
      params: idParams,
    },
  }, async (request) => {
    if (!(await deleteProtocol(db, request.params.id))) throw notFound();
    return ok(null);
  });

  app.get<{ Params: { id: number }; Querystring: ProtocolListQuery }>('/organiser/protocols/:id/confirmations', {
    config: organiser,
    schema: {
      summary: "Every exhibitor's confirmation of an agreement: who confirmed and when (organiser staff)",
      tags: ['organiser'],
      params: idParams,
      querystring: listQuery,
    },
  }, async (request) => {
    if (!(await protocolExists(db, request.params.id))) throw notFound();
    return ok(await listConfirmations(db, request.params.id, request.query));
  });
}

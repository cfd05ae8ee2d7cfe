/** /v4/expo/shortcut — the caller's quick links beside the to-do strip (SPEC.md §3 shortcut). */
import type { FastifyInstance } from 'fastify';
import { SHORTCUT_LIMIT, SHORTCUT_PATH } from '../../../shared/shortcuts';
import type { ModuleOptions } from '../../deps';
import { ok } from '../../http/envelope';
import { callerOf } from '../../identity/request-caller';
import { listShortcuts, pinnableType, pinShortcut, unpinShortcut } from './service';
import { idParams } from '../../http/schema-parts';

export default async function shortcutRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const { db } = deps;

  app.get(SHORTCUT_PATH, {
    schema: { summary: "The caller's shortcuts in the order pinned (data.{list, total, limit})", tags: ['expo'] },
  }, async (request) => {
    const { userId, subject } = callerOf(request);
    const list = await listShortcuts(db, userId, subject);
    return ok({ list, total: list.length, limit: SHORTCUT_LIMIT });
  });

  app.post<{ Body: { type_id: number } }>(SHORTCUT_PATH, {
    schema: {
      summary: 'Pins a screen (type_id of src/shared/shortcuts.ts); pinning it again keeps one; 2017 past the limit',
      tags: ['expo'],
      body: {
        type: 'object',
        required: ['type_id'],
        additionalProperties: false,
        properties: { type_id: { type: 'integer', minimum: 1, maximum: 32767 } },
      },
    },
  }, async (request) => {
    const { userId, subject } = callerOf(request);
    const type = pinnableType(request.body.type_id, subject);
    return ok(await pinShortcut(db, userId, type));
  });

  app.delete<{ Params: { id: number } }>(`${SHORTCUT_PATH}/:id`, {
    schema: {
      summary: "Removes one of the caller's shortcuts",
      tags: ['expo'],
      params: idParams('shortcut.field.id'),
    },
  }, async (request) => {
    await unpinShortcut(db, callerOf(request).userId, request.params.id);
    return ok(null);
  });
}

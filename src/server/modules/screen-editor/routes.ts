/**
 * Run-time screen editing (issue 21).
 *
 * Everyone (the browser's forms, lists and details):
 *   GET /schemas                                  {versions: {screen: version}} — what each editable screen serves now
 *   GET /schemas/:screen/:version/module.js       a published version as an ES module (immutable)
 *   GET /schemas/:screen/draft/:hash/module.js    the current draft as an ES module (the console's preview)
 *
 * Organiser staff (`role: 'organiser'`):
 *   GET    /organiser/schemas                     the editable screens, their version and draft
 *   GET    /organiser/schemas/:screen             the published descriptor, the draft and its problems
 *   PUT    /organiser/schemas/:screen/draft       save the draft {descriptor, messages}; answers the state with its problems
 *   DELETE /organiser/schemas/:screen/draft       discard it
 *   GET    /organiser/schemas/:screen/draft/impact  stored records the draft would refuse
 *   POST   /organiser/schemas/:screen/publish     {note} → {version}
 *   GET    /organiser/schemas/:screen/versions    history, newest first, down to version 0 (the file)
 *   GET    /organiser/schemas/:screen/versions/:version  one version with what it changed
 *   POST   /organiser/schemas/:screen/rollback    {version, note} → {version}: a new version restoring that one
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Codes } from '../../../shared/codes';
import { NOTE_MAX_LENGTH, type DraftInput, type LabelSet } from '../../../shared/screen-editor';
import type { ScreenDescriptor } from '../../../shared/descriptor';
import type { ModuleOptions } from '../../deps';
import { sessionUserId } from '../../http/auth';
import { ApiError, ok } from '../../http/envelope';
import { generateScreenModule } from '../../screens/screen-module';
import { isEditableScreen } from '../../screens/catalog';
import { screenVersions } from '../../db/schema';
import {
  assertEditable, discardDraft, draftForModule, draftImpact, editorState, history, listScreens, publishDraft, rollback, saveDraft, versionDetail,
} from './service';
import { StaffPermission } from '../../../shared/staff';
import { staffOnly } from '../../http/access';

/** The largest draft accepted: a descriptor of a few hundred fields with their labels. */
export const DRAFT_BODY_LIMIT = 512 * 1024;

const screenParam = { type: 'string', pattern: '^[a-z][a-z0-9-]{0,63}$' } as const;
const screenParams = { type: 'object', required: ['screen'], properties: { screen: screenParam } } as const;
const versionParams = { type: 'object', required: ['screen', 'version'], properties: { screen: screenParam, version: { type: 'integer', minimum: 0, maximum: 1_000_000 } } } as const;
const note = { type: 'string', minLength: 1, maxLength: NOTE_MAX_LENGTH, pattern: '\\S', title: 'screen_editor.note' } as const;
const labels = { type: 'object', maxProperties: 2000, additionalProperties: { type: 'string', maxLength: 2000 } } as const;
const draftBody = {
  type: 'object',
  additionalProperties: false,
  required: ['descriptor', 'messages'],
  properties: {
    descriptor: { type: 'object' },
    messages: { type: 'object', additionalProperties: false, properties: { zh: labels, en: labels } },
  },
} as const;

/** Compiled modules kept per address: a version never changes, a draft's address names its content. */
const MODULE_CACHE_LIMIT = 64;
const modules = new Map<string, string>();
async function moduleCode(key: string, read: () => Promise<{ descriptor: ScreenDescriptor; messages: LabelSet } | undefined>): Promise<string | undefined> {
  let code = modules.get(key);
  if (code === undefined) {
    const source = await read();
    if (!source) return undefined;
    try {
      code = await generateScreenModule(source.descriptor, { kind: 'served', messages: source.messages });
    } catch {
      // A draft whose data schema does not compile (its problems say so) has no module to preview.
      throw new ApiError(Codes.INVALID_REQUEST, null, 'screen_editor.error.draft_has_problems');
    }
    modules.set(key, code);
    if (modules.size > MODULE_CACHE_LIMIT) modules.delete(modules.keys().next().value!);
  }
  return code;
}

const sendModule = (reply: FastifyReply, code: string, immutable: boolean) => reply
  .type('text/javascript; charset=utf-8')
  .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-store')
  .send(code);

const versionNotFound = () => new ApiError(Codes.NOT_FOUND, null, 'screen_editor.error.version_not_found');

export default async function screenEditorRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const everyone = { auth: 'public' } as const;
  const staff = staffOnly(StaffPermission.SCREENS);
  const tags = ['screen-editor'];

  app.get('/schemas', { config: everyone, schema: { summary: 'The version each editable screen serves now', tags } },
    async () => ok({ versions: deps.screens.versions() }));

  app.get<{ Params: { screen: string; version: number } }>('/schemas/:screen/:version/module.js', {
    config: everyone, schema: { summary: 'A published version of a screen as an ES module', tags, params: versionParams },
  }, async (request, reply) => {
    const { screen, version } = request.params;
    if (!isEditableScreen(screen) || version < 1) throw versionNotFound();
    // The version's labels come with it: read from its row, once per process (the module is cached).
    const code = await moduleCode(`${screen}@${version}`, async () => {
      const [row] = await deps.db.select({ descriptor: screenVersions.descriptor, messages: screenVersions.messages }).from(screenVersions)
        .where(and(eq(screenVersions.screen, screen), eq(screenVersions.version, version)));
      return row ? { descriptor: row.descriptor as ScreenDescriptor, messages: row.messages as LabelSet } : undefined;
    });
    if (code === undefined) throw versionNotFound();
    return sendModule(reply, code, true);
  });

  app.get<{ Params: { screen: string; hash: string } }>('/schemas/:screen/draft/:hash/module.js', {
    config: everyone,
    schema: {
      summary: "A screen's draft as an ES module, addressed by its content", tags,
      params: { type: 'object', required: ['screen', 'hash'], properties: { screen: screenParam, hash: { type: 'string', pattern: '^[0-9a-f]{32}$' } } },
    },
  }, async (request, reply) => {
    const { screen, hash } = request.params;
    const code = await moduleCode(`${screen}#${hash}`, () => draftForModule(deps, screen, hash));
    if (code === undefined) throw versionNotFound();
    return sendModule(reply, code, false);
  });

  app.get('/organiser/schemas', { config: staff, schema: { summary: 'The screens staff can edit, with their version and draft', tags } },
    async () => ok(await listScreens(deps)));

  app.get<{ Params: { screen: string } }>('/organiser/schemas/:screen', {
    config: staff, schema: { summary: "A screen's published descriptor, its draft and the draft's problems", tags, params: screenParams },
  }, async (request) => ok(await editorState(deps, request.params.screen)));

  app.put<{ Params: { screen: string }; Body: DraftInput }>('/organiser/schemas/:screen/draft', {
    config: staff, bodyLimit: DRAFT_BODY_LIMIT,
    schema: { summary: 'Saves the shared draft of a screen; answers its problems', tags, params: screenParams, body: draftBody },
  }, async (request) => ok(await saveDraft(deps, request.params.screen, sessionUserId(request), request.body)));

  app.delete<{ Params: { screen: string } }>('/organiser/schemas/:screen/draft', {
    config: staff, schema: { summary: "Discards a screen's draft", tags, params: screenParams },
  }, async (request) => {
    await discardDraft(deps, request.params.screen);
    return ok(null);
  });

  app.get<{ Params: { screen: string } }>('/organiser/schemas/:screen/draft/impact', {
    config: staff, schema: { summary: 'The stored records the draft would refuse', tags, params: screenParams },
  }, async (request) => ok(await draftImpact(deps, request.params.screen)));

  app.post<{ Params: { screen: string }; Body: { note: string } }>('/organiser/schemas/:screen/publish', {
    config: staff,
    schema: {
      summary: "Publishes a screen's draft as its next version", tags, params: screenParams,
      body: { type: 'object', additionalProperties: false, required: ['note'], properties: { note } },
    },
  }, async (request) => ok(await publishDraft(deps, request.params.screen, sessionUserId(request), request.body.note.trim())));

  app.get<{ Params: { screen: string } }>('/organiser/schemas/:screen/versions', {
    config: staff, schema: { summary: "A screen's published versions, newest first", tags, params: screenParams },
  }, async (request) => ok(await history(deps, request.params.screen)));

  app.get<{ Params: { screen: string; version: number } }>('/organiser/schemas/:screen/versions/:version', {
    config: staff, schema: { summary: 'One version of a screen and what it changed', tags, params: versionParams },
  }, async (request) => ok(await versionDetail(deps, request.params.screen, request.params.version)));

  app.post<{ Params: { screen: string }; Body: { version: number; note: string } }>('/organiser/schemas/:screen/rollback', {
    config: staff,
    schema: {
      summary: 'Publishes an older version again as the next one', tags, params: screenParams,
      body: { type: 'object', additionalProperties: false, required: ['version', 'note'], properties: { version: { type: 'integer', minimum: 0, maximum: 1_000_000 }, note } },
    },
  }, async (request) => {
    assertEditable(request.params.screen);
    return ok(await rollback(deps, request.params.screen, sessionUserId(request), request.body.version, request.body.note.trim()));
  });
}

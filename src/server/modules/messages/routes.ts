/**
 * Messages edited at run time (issue 21; src/shared/messages.ts).
 *
 * Staff only (paths of OrganiserMessagesApi):
 *   GET    /organiser/messages (?q&filter&page&limit)   the side-by-side table
 *   PUT    /organiser/messages/draft {entries}          into the draft (text null: out of it)
 *   DELETE /organiser/messages/draft                    discards the draft
 *   GET    /organiser/messages/check                    what publishing would change and what stops it
 *   POST   /organiser/messages/publish {note}           the draft as the next version
 *   GET    /organiser/messages/versions (?page&limit)   the history, newest first
 *   GET    /organiser/messages/versions/:version        one version's diff
 *   POST   /organiser/messages/rollback {version}       a new version with that one's messages
 *
 * Anyone (the sign-in pages too):
 *   GET    /i18n/:locale (?v)                           the published overrides, parsed; cacheable per version
 */
import type { FastifyInstance } from 'fastify';
import { LOCALES, type Locale } from '../../../shared/locale';
import {
  DRAFT_BATCH_MAX, MESSAGE_FILTERS, MESSAGE_ID_MAX_LENGTH, MESSAGE_MAX_LENGTH, MESSAGE_PAGE_MAX, MESSAGE_SEARCH_MAX_LENGTH, OrganiserMessagesApi,
  PUBLISH_SCREEN, type DraftEntry, type MessageCheck, type MessageFilter,
} from '../../../shared/messages';
import type { ModuleOptions } from '../../deps';
import { sessionUserId } from '../../http/auth';
import { FieldError, ok } from '../../http/envelope';
import { publishedMessages, requestLocale } from '../../http/i18n';
import { loadScreen } from '../../screens/registry';
import { isKnownMessage } from './catalogue';
import { describeProblem } from './check';
import { publishedMessagesJson } from './published';
import { discardDraft, listVersions, previewDraft, publishDraft, readDraft, readPublished, readVersion, rollBack, saveDraft } from './service';
import { messageRows, messageTable } from './table';
import { StaffPermission } from '../../../shared/staff';
import { staffOnly } from '../../http/access';

const INT_MAX = 2_147_483_647;
const tags = ['organiser', 'messages'];
const staff = staffOnly(StaffPermission.MESSAGES);

const paging = {
  page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  limit: { type: 'integer', minimum: 1, maximum: MESSAGE_PAGE_MAX, default: 20 },
} as const;

const tableQuery = {
  type: 'object', additionalProperties: false,
  properties: {
    ...paging,
    q: { type: 'string', maxLength: MESSAGE_SEARCH_MAX_LENGTH, title: 'messages.field.search' },
    filter: { type: 'string', enum: MESSAGE_FILTERS, default: 'all', title: 'messages.field.filter' },
  },
} as const;

const draftBody = {
  type: 'object', additionalProperties: false, required: ['entries'],
  properties: {
    entries: {
      type: 'array', minItems: 1, maxItems: DRAFT_BATCH_MAX, title: 'messages.field.entries',
      items: {
        type: 'object', additionalProperties: false, required: ['locale', 'id', 'text'],
        properties: {
          locale: { type: 'string', enum: LOCALES, title: 'messages.field.locale' },
          id: { type: 'string', minLength: 1, maxLength: MESSAGE_ID_MAX_LENGTH, title: 'messages.field.id' },
          text: { type: ['string', 'null'], maxLength: MESSAGE_MAX_LENGTH, title: 'messages.field.text' },
        },
      },
    },
  },
} as const;

const rollbackBody = {
  type: 'object', additionalProperties: false, required: ['version'],
  properties: { version: { type: 'integer', minimum: 0, maximum: INT_MAX, title: 'messages.field.version' } },
} as const;

const versionParams = {
  type: 'object', required: ['version'],
  properties: { version: { type: 'integer', minimum: 1, maximum: INT_MAX, title: 'messages.field.version' } },
} as const;

const localeParams = {
  type: 'object', required: ['locale'],
  properties: { locale: { type: 'string', enum: LOCALES, title: 'messages.field.locale' } },
} as const;

const publishedQuery = {
  type: 'object', additionalProperties: false,
  properties: { v: { type: 'integer', minimum: 0, maximum: INT_MAX, title: 'messages.field.version' } },
} as const;

export default async function messageRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const { db, messages } = deps;
  // The console's publish form (schemas/message-publish.json) is the body: a note that says something.
  const publishScreen = loadScreen(deps.config.schemasDir, PUBLISH_SCREEN);

  /** After this process stored a version it translates with it before answering; the others hear of it. */
  const inForce = async <T>(result: T): Promise<T> => {
    await messages.refresh();
    return result;
  };

  app.get<{ Querystring: { q?: string; filter: MessageFilter; page: number; limit: number } }>(OrganiserMessagesApi.messages, {
    config: staff,
    schema: { summary: 'Every message id with zh and en as published, their files\' texts, the draft and what is wrong; missing and with problems first (MessageTable)', tags, querystring: tableQuery },
  }, async (request) => {
    const [current, draft] = await Promise.all([readPublished(db), readDraft(db)]);
    return ok(messageTable(current, draft, request.query, requestLocale(request)));
  });

  app.put<{ Body: { entries: DraftEntry[] } }>(OrganiserMessagesApi.draft, {
    config: staff,
    schema: { summary: `Puts up to ${DRAFT_BATCH_MAX} texts into the draft (text null, or the published text, takes one out) → {list: the rows touched}`, tags, body: draftBody },
  }, async (request) => {
    const { entries } = request.body;
    entries.forEach((entry, index) => {
      if (!isKnownMessage(entry.id)) throw new FieldError(`entries.${index}.id`, 'messages.error.unknown_id', { id: entry.id.slice(0, 60) });
    });
    await saveDraft(db, sessionUserId(request), entries);
    const [current, draft] = await Promise.all([readPublished(db), readDraft(db)]);
    return ok({ list: messageRows(current, draft, entries.map((entry) => entry.id), requestLocale(request)) });
  });

  app.delete(OrganiserMessagesApi.draft, {
    config: staff, schema: { summary: 'Discards the whole draft → {discarded}', tags },
  }, async () => ok({ discarded: await discardDraft(db) }));

  app.get(OrganiserMessagesApi.check, {
    config: staff, schema: { summary: 'What publishing the draft would change, and the problems that would stop it (MessageCheck)', tags },
  }, async (request) => {
    const locale = requestLocale(request);
    const { changes, problems } = await previewDraft(db);
    return ok<MessageCheck>({ changes, problems: problems.map((problem) => describeProblem(problem, locale)) });
  });

  app.post<{ Body: { note: string } }>(OrganiserMessagesApi.publish, {
    config: staff,
    schema: { summary: `Publishes the draft with a note (schemas/${PUBLISH_SCREEN}.json) as the next version (live 10106 to everyone) → {version, changes}; 2010 with data.problems when the check fails or nothing changes`, tags, body: publishScreen.bodySchema },
  }, async (request) => {
    const result = await publishDraft(db, { userId: sessionUserId(request), note: request.body.note.trim(), locale: requestLocale(request) });
    return ok(await inForce(result));
  });

  app.get<{ Querystring: { page: number; limit: number } }>(OrganiserMessagesApi.versions, {
    config: staff,
    schema: { summary: 'The published versions, newest first → {list, total, current}', tags, querystring: { type: 'object', additionalProperties: false, properties: paging } },
  }, async (request) => ok(await listVersions(db, request.query.page, request.query.limit)));

  app.get<{ Params: { version: number } }>('/organiser/messages/versions/:version', {
    config: staff, schema: { summary: 'One version with what it changed (MessageVersion)', tags, params: versionParams },
  }, async (request) => ok(await readVersion(db, request.params.version)));

  app.post<{ Body: { version: number } }>(OrganiserMessagesApi.rollback, {
    config: staff,
    schema: { summary: 'A new version whose messages are those of `version` (0: the files alone), checked like a publish → {version, changes}', tags, body: rollbackBody },
  }, async (request) => {
    const result = await rollBack(db, request.body.version, { userId: sessionUserId(request), note: '', locale: requestLocale(request) });
    return ok(await inForce(result));
  });

  app.get<{ Params: { locale: Locale }; Querystring: { v?: number } }>('/i18n/:locale', {
    config: { auth: 'public' },
    schema: {
      summary: 'The published messages of a language that differ from the files, each as its ICU syntax tree → {version, messages}; with ?v= the version in force, cached for good',
      tags: ['i18n'], params: localeParams, querystring: publishedQuery,
    },
  }, async (request, reply) => {
    const { locale } = request.params;
    const asked = request.query.v;
    // A page told of a version this process has not heard of yet reads it now.
    if (asked !== undefined && asked > messages.version) await messages.refresh();
    const { version, overrides } = publishedMessages();
    const etag = `"messages-${locale}-${version}"`;
    reply.header('etag', etag).header('cache-control', asked === version ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(`{"code":1,"message":"","data":${publishedMessagesJson(version, overrides, locale)}}`);
  });
}

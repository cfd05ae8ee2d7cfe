/**
 * FAQ (SPEC.md §2 /faq, /faqShare; contract src/shared/faq.ts): questions to the organiser, the
 * thread with its answers, follow-ups, the solved mark and public share links. Every exhibitor
 * endpoint is scoped to the caller's exhibitor: another exhibitor's question is answered as not
 * found. The ask and follow-up bodies are the screens' own schemas (schemas/faq-*.json).
 */
import type { FastifyInstance } from 'fastify';
import { Codes } from '../../../shared/codes';
import { FAQ_FOLLOW_UP_SCREEN, FAQ_QUESTION_SCREEN, type FaqFollowUpInput, type FaqQuestionInput, type FaqSolvedInput } from '../../../shared/faq';
import type { ModuleOptions } from '../../deps';
import { ApiError, ok } from '../../http/envelope';
import { exhibitorCallerOf } from '../../identity/request-caller';
import { loadScreen } from '../../screens/registry';
import faqOrganiserRoutes from './organiser-routes';
import { ownPictures } from './pictures';
import { addFollowUp, exhibitorQuestions, findThread, insertQuestion, setSolved } from './queries';
import { idParams, questionListQuery, solvedBody, tokenParams, type ListQuery } from './schemas';
import { questionNotFound, readShared, shareQuestion } from './share';

export default async function faqRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const { db, config } = deps;
  const askScreen = loadScreen(config.schemasDir, FAQ_QUESTION_SCREEN);
  const followUpScreen = loadScreen(config.schemasDir, FAQ_FOLLOW_UP_SCREEN);
  const askSchema = askScreen.bodySchema;
  const followUpSchema = followUpScreen.bodySchema;
  const area = { area: 'faq' } as const;
  const tags = ['faq'];

  const thread = async (exhibitorId: number, id: number) => {
    const found = await findThread(db, exhibitorId, id);
    if (!found) throw questionNotFound();
    return found;
  };

  app.post<{ Body: FaqQuestionInput }>('/v4/faq/question', {
    config: area, schema: { summary: 'Asks the organiser a question (body: schemas/faq-question.json; pictures must be your own uploads)', tags, body: askSchema },
  }, async (request) => {
    const caller = exhibitorCallerOf(request);
    const pictures = await ownPictures(db, caller, askScreen, request.body.pictures);
    return ok(await insertQuestion(db, caller, { category: request.body.category, content: request.body.content.trim(), pictures }));
  });

  app.get<{ Querystring: ListQuery }>('/v4/faq/question', {
    config: area, schema: { summary: "The exhibitor's questions, newest first (filters: answered, solved)", tags, querystring: questionListQuery },
  }, async (request) => ok(await exhibitorQuestions(db, exhibitorCallerOf(request).exhibitorId, request.query)));

  app.get<{ Params: { id: number } }>('/v4/faq/question/:id', {
    config: area, schema: { summary: 'One question with its thread (answers and follow-ups, oldest first)', tags, params: idParams },
  }, async (request) => ok(await thread(exhibitorCallerOf(request).exhibitorId, request.params.id)));

  app.post<{ Params: { id: number }; Body: FaqFollowUpInput }>('/v4/faq/question/:id/follow-up', {
    config: area, schema: { summary: 'Asks again (body: schemas/faq-follow-up.json): the question is unanswered and unsolved again', tags, params: idParams, body: followUpSchema },
  }, async (request) => {
    const caller = exhibitorCallerOf(request);
    // Not found first: another exhibitor's id must not learn whether its pictures would pass.
    await thread(caller.exhibitorId, request.params.id);
    const pictures = await ownPictures(db, caller, followUpScreen, request.body.pictures);
    if (!(await addFollowUp(db, caller, request.params.id, { content: request.body.content.trim(), pictures }))) throw questionNotFound();
    return ok(await thread(caller.exhibitorId, request.params.id));
  });

  app.post<{ Params: { id: number }; Body: FaqSolvedInput }>('/v4/faq/question/:id/solved', {
    config: area, schema: { summary: 'Marks the answer solved (or not); only an answered question', tags, params: idParams, body: solvedBody },
  }, async (request) => {
    const { exhibitorId } = exhibitorCallerOf(request);
    const outcome = await setSolved(db, exhibitorId, request.params.id, request.body.solved);
    if (outcome === 'missing') throw questionNotFound();
    if (outcome === 'unanswered') throw new ApiError(Codes.RECORD_STATE, null, 'faq.error.not_answered');
    return ok(await thread(exhibitorId, request.params.id));
  });

  app.post<{ Params: { id: number } }>('/v4/faq/question/:id/share', {
    config: area, schema: { summary: 'A public read-only link to the question (a new link replaces the earlier one)', tags, params: idParams },
  }, async (request) => ok(await shareQuestion(db, exhibitorCallerOf(request).exhibitorId, request.params.id, config.publicUrl)));

  // The public side: SPEC.md §7 has shared-FAQ calls carry the guest token (a session token also does).
  app.get<{ Params: { token: string } }>('/v4/faq/share/:token', {
    config: { auth: 'guest' }, schema: { summary: 'A shared question and its thread, read-only and without personal data (guest or session token)', tags, params: tokenParams },
  }, async (request) => ok(await readShared(db, request.params.token)));

  await app.register(faqOrganiserRoutes, { deps });
}

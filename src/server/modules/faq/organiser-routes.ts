/**
 * The organiser's side of the FAQ (role 'organiser'): every exhibitor's questions, and answering one.
 * An answer tells the exhibitor at once on the live stream (10001, the new-message flag).
 */
import type { FastifyInstance } from 'fastify';
import { type FaqAnswerInput, type FaqAnswerNotice } from '../../../shared/faq';
import { LiveCode } from '../../../shared/live';
import type { ModuleOptions } from '../../deps';
import { sessionUserId } from '../../http/auth';
import { ok } from '../../http/envelope';
import { addAnswer, findAnyThread, organiserQuestions } from './queries';
import { answerBody, idParams, organiserListQuery, type ListQuery } from './schemas';
import { questionNotFound } from './share';

export default async function faqOrganiserRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const { db, live } = deps;
  const config = { role: 'organiser' } as const;
  const tags = ['organiser'];

  app.get<{ Querystring: ListQuery }>('/organiser/faq', {
    config, schema: { summary: "Every exhibitor's FAQ questions, newest first (filter: answered)", tags, querystring: organiserListQuery },
  }, async (request) => ok(await organiserQuestions(db, request.query)));

  app.post<{ Params: { id: number }; Body: FaqAnswerInput }>('/organiser/faq/:id/answer', {
    config, schema: { summary: 'Answers a question: the exhibitor sees it answered and gets live 10001 {question_id}', tags, params: idParams, body: answerBody },
  }, async (request) => {
    const answered = await addAnswer(db, sessionUserId(request), request.params.id, request.body.content);
    if (!answered) throw questionNotFound();
    // After the commit: the exhibitor's page reloads the thread and must find the answer there.
    await live.publish<FaqAnswerNotice>(LiveCode.NEW_MESSAGE, { question_id: request.params.id }, { exhibitorId: answered.exhibitorId });
    return ok(await findAnyThread(db, request.params.id));
  });
}

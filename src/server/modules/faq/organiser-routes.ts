/**
 * The organiser's side of the FAQ (role 'organiser'): every exhibitor's questions, one thread,
 * answering with text and pictures (schemas/faq-answer.json; the pictures the staff member's own
 * uploads), and staff's own follow-up mark. An answer tells the exhibitor at once on the live stream
 * (10001, the new-message flag).
 */
import type { FastifyInstance } from 'fastify';
import { FAQ_ANSWER_SCREEN, type FaqAnswerInput, type FaqAnswerNotice, type FaqNeedsFollowUpInput } from '../../../shared/faq';
import { LiveCode } from '../../../shared/live';
import type { ModuleOptions } from '../../deps';
import { ok } from '../../http/envelope';
import { ownerOf } from '../../identity/request-caller';
import { loadScreen } from '../../screens/registry';
import { ownPictures } from './pictures';
import { addAnswer, findOrganiserThread, organiserQuestions, setNeedsFollowUp } from './queries';
import { idParams, needsFollowUpBody, organiserListQuery, type ListQuery } from './schemas';
import { questionNotFound } from './share';
import { StaffPermission } from '../../../shared/staff';
import { staffOnly } from '../../http/access';

export default async function faqOrganiserRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const { db, live, config: { schemasDir, timeZone } } = deps;
  const answerScreen = loadScreen(schemasDir, FAQ_ANSWER_SCREEN);
  const config = staffOnly(StaffPermission.QUESTIONS);
  const tags = ['organiser'];

  const thread = async (id: number) => {
    const found = await findOrganiserThread(db, id, timeZone);
    if (!found) throw questionNotFound();
    return found;
  };

  app.get<{ Querystring: ListQuery }>('/organiser/faq', {
    config, schema: {
      summary: "Every exhibitor's FAQ questions: waiting ones first (longest waiting first), then answered ones, latest first (filters: answered, needs_follow_up, exhibitor_id)",
      tags, querystring: organiserListQuery,
    },
  }, async (request) => ok(await organiserQuestions(db, request.query, timeZone)));

  app.get<{ Params: { id: number } }>('/organiser/faq/:id', {
    config, schema: { summary: 'One question with its thread, its exhibitor, the follow-up mark and when the answer is due', tags, params: idParams },
  }, async (request) => ok(await thread(request.params.id)));

  app.post<{ Params: { id: number }; Body: FaqAnswerInput }>('/organiser/faq/:id/answer', {
    config, schema: {
      summary: 'Answers a question (body: schemas/faq-answer.json; pictures must be your own uploads): the exhibitor sees it answered and gets live 10001 {question_id}',
      tags, params: idParams, body: answerScreen.bodySchema,
    },
  }, async (request) => {
    const { id } = request.params;
    // Not found first: an unknown id must not learn whether its pictures would pass.
    await thread(id);
    const owner = ownerOf(request);
    const pictures = await ownPictures(db, owner, answerScreen, request.body.pictures);
    const answered = await addAnswer(db, owner.userId, id, { content: request.body.content.trim(), pictures });
    if (!answered) throw questionNotFound();
    // After the commit: the exhibitor's page reloads the thread and must find the answer there.
    await live.publish<FaqAnswerNotice>(LiveCode.NEW_MESSAGE, { question_id: id }, { exhibitorId: answered.exhibitorId });
    return ok(await thread(id));
  });

  app.post<{ Params: { id: number }; Body: FaqNeedsFollowUpInput }>('/organiser/faq/:id/needs-follow-up', {
    config, schema: { summary: "Sets or clears staff's follow-up mark (the exhibitor never sees it)", tags, params: idParams, body: needsFollowUpBody },
  }, async (request) => {
    if (!(await setNeedsFollowUp(db, request.params.id, request.body.needs_follow_up))) throw questionNotFound();
    return ok(await thread(request.params.id));
  });
}

/** Organiser staff's FAQ calls (src/shared/faq.ts FaqApi.organiser*) and the console's route to questions. */
import { FaqApi, type FaqAnswerInput, type OrganiserFaqQuestion, type OrganiserFaqThread } from '../../../shared/faq';
import { http } from '../../app/http';
import type { Page, Query } from './faq-api';

/** The console's questions page; `?id=` opens one thread (the inbox links to it that way). */
export const STAFF_QUESTIONS_PATH = '/organiser/questions';
export const staffQuestionPath = (id: number): string => `${STAFF_QUESTIONS_PATH}?id=${id}`;

export const fetchStaffQuestions = (query: Query, signal?: AbortSignal): Promise<Page<OrganiserFaqQuestion>> =>
  http.get<Page<OrganiserFaqQuestion>>(FaqApi.organiserQuestions, query, { signal });
export const answerQuestion = (id: number, input: FaqAnswerInput): Promise<OrganiserFaqThread> =>
  http.post<OrganiserFaqThread>(FaqApi.organiserAnswer(id), input);
export const markNeedsFollowUp = (id: number, needsFollowUp: boolean): Promise<OrganiserFaqThread> =>
  http.post<OrganiserFaqThread>(FaqApi.organiserNeedsFollowUp(id), { needs_follow_up: needsFollowUp });

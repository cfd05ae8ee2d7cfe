/** The exhibitor's FAQ calls (src/shared/faq.ts) and the FAQ routes as the pages link them. */
import { FaqApi, FAQ_SHARE_ROUTE, type FaqFollowUpInput, type FaqQuestion, type FaqQuestionInput, type FaqShareLink, type FaqThread } from '../../../shared/faq';
import { http } from '../../app/http';

export const FAQ_ASK_PATH = '/faq/index';
export const FAQ_RECORD_PATH = '/faq/record';

export interface Page<T> { list: T[]; total: number }
export type Query = Record<string, string | number>;

export const askQuestion = (input: FaqQuestionInput): Promise<FaqQuestion> => http.post<FaqQuestion>(FaqApi.questions, input);
export const fetchQuestions = (query: Query, signal?: AbortSignal): Promise<Page<FaqQuestion>> =>
  http.get<Page<FaqQuestion>>(FaqApi.questions, query, { signal });
export const fetchThread = (id: number, signal?: AbortSignal): Promise<FaqThread> => http.get<FaqThread>(FaqApi.question(id), undefined, { signal });
export const followUp = (id: number, input: FaqFollowUpInput): Promise<FaqThread> => http.post<FaqThread>(FaqApi.followUp(id), input);
export const markSolved = (id: number, solved: boolean): Promise<FaqThread> => http.post<FaqThread>(FaqApi.solved(id), { solved });
export const shareQuestion = (id: number): Promise<FaqShareLink> => http.post<FaqShareLink>(FaqApi.share(id));

/** The link as this portal serves it (the server's URL may name another host behind a proxy). */
export const shareUrl = (link: FaqShareLink): string => `${window.location.origin}${FAQ_SHARE_ROUTE}?token=${encodeURIComponent(link.token)}`;

/** `?id=12` → 12; anything else → undefined. */
export function idParam(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * The FAQ contract between server and client (issue 8, SPEC.md §1–§2 /faq and /faqShare): an
 * exhibitor asks the organiser a question (schemas/faq-question.json), follows it up
 * (schemas/faq-follow-up.json), marks an answer solved and shares the question read-only. Paths are
 * under /api; times are 10-digit Unix seconds.
 */

export const FAQ_QUESTION_SCREEN = 'faq-question';
export const FAQ_FOLLOW_UP_SCREEN = 'faq-follow-up';
/** The organiser's answer (schemas/faq-answer.json): text and pictures, like the exhibitor's messages. */
export const FAQ_ANSWER_SCREEN = 'faq-answer';

/** Pictures per message; the schemas' maxItems and upload maxFiles say the same. */
export const FAQ_MAX_PICTURES = 6;
/** The upload folder of FAQ pictures (schemas' uploads rule: JPG/PNG, each ≤ 5 MB). */
export const FAQ_PICTURE_DIR = 'faq-picture';
/** SPEC.md §9: the organiser answers within this many working days. */
export const FAQ_ANSWER_WORKING_DAYS = 5;

/** schemas/enums.json faqCategory. */
export const FAQ_CATEGORIES = ['booth_build', 'tickets', 'materials', 'invoice', 'other'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** schemas/enums.json faqAnswered: 1 when the last word is the organiser's. */
export const FaqAnswered = { UNANSWERED: 0, ANSWERED: 1 } as const;
/** schemas/enums.json faqSolved: 1 when the exhibitor marked the answer as solving it. */
export const FaqSolved = { UNSOLVED: 0, SOLVED: 1 } as const;
export type Flag = 0 | 1;

/** The client's public route (history router): /faqShare?token=… */
export const FAQ_SHARE_ROUTE = '/faqShare';

export const FaqApi = {
  /** POST FaqQuestionInput → FaqQuestion; GET ?page&limit&answered&solved → {list: FaqQuestion[], total}, newest first. */
  questions: '/v4/faq/question',
  /** GET → FaqThread (the caller's exhibitor only). */
  question: (id: number) => `/v4/faq/question/${id}`,
  /** POST FaqFollowUpInput → FaqThread; the question is unanswered and unsolved again. */
  followUp: (id: number) => `/v4/faq/question/${id}/follow-up`,
  /** POST {solved: boolean} → FaqQuestion; only an answered question. */
  solved: (id: number) => `/v4/faq/question/${id}/solved`,
  /** POST → FaqShareLink; a new link replaces the earlier one. */
  share: (id: number) => `/v4/faq/question/${id}/share`,
  /** GET with the guest token (or a session token) → SharedFaq. */
  shared: (token: string) => `/v4/faq/share/${encodeURIComponent(token)}`,
  /**
   * Organiser: GET ?page&limit&answered&needs_follow_up&exhibitor_id → {list: OrganiserFaqQuestion[], total}:
   * those waiting for an answer first, longest waiting first; then the answered, latest first.
   */
  organiserQuestions: '/organiser/faq',
  /** Organiser: GET → OrganiserFaqThread (any exhibitor's). */
  organiserQuestion: (id: number) => `/organiser/faq/${id}`,
  /** Organiser: POST FaqAnswerInput (schemas/faq-answer.json) → OrganiserFaqThread; live 10001 {question_id} to the exhibitor. */
  organiserAnswer: (id: number) => `/organiser/faq/${id}/answer`,
  /** Organiser: POST FaqNeedsFollowUpInput → OrganiserFaqThread; staff's own mark, the exhibitor never sees it. */
  organiserNeedsFollowUp: (id: number) => `/organiser/faq/${id}/needs-follow-up`,
} as const;

/** An upload reference as stored with a message (the server rebuilds it from its own upload record). */
export interface FaqPicture {
  key: string;
  url: string;
  name: string;
  mime: string;
  size: number;
  width?: number;
  height?: number;
}

export interface FaqQuestionInput {
  category: FaqCategory;
  content: string;
  pictures?: FaqPicture[];
}

export interface FaqFollowUpInput {
  content: string;
  pictures?: FaqPicture[];
}

export interface FaqSolvedInput { solved: boolean }
export interface FaqAnswerInput {
  content: string;
  /** The answering staff member's own uploads to FAQ_PICTURE_DIR. */
  pictures?: FaqPicture[];
}

export interface FaqNeedsFollowUpInput { needs_follow_up: boolean }

export interface FaqQuestion {
  id: number;
  category: FaqCategory;
  content: string;
  pictures: FaqPicture[];
  answered: Flag;
  solved: Flag;
  /** Messages in the thread, the question itself included. */
  message_count: number;
  created_at: number;
  updated_at: number;
}

export interface FaqMessage {
  id: number;
  author: 'exhibitor' | 'organiser';
  content: string;
  pictures: FaqPicture[];
  created_at: number;
}

export interface FaqThread extends FaqQuestion {
  /** What followed the question (answers and follow-ups), oldest first; the question itself is the thread's own fields. */
  messages: FaqMessage[];
}

export interface FaqShareLink { url: string; token: string }

/** What a share link shows: the question and its thread, with nothing about who asked. */
export type SharedFaq = Omit<FaqThread, 'id' | 'message_count'>;

/** What staff see of a question besides what the exhibitor sees. */
export interface OrganiserFaqFields {
  exhibitor_id: number;
  exhibitor_name: string;
  exhibitor_name_en: string;
  /** Staff marked it as needing follow-up on their side. */
  needs_follow_up: Flag;
  /** Since when it waits for an answer (its last exhibitor word); null once answered. */
  waiting_since: number | null;
  /** When the answer is promised: FAQ_ANSWER_WORKING_DAYS working days after waiting_since; null once answered. */
  due_at: number | null;
}

export interface OrganiserFaqQuestion extends FaqQuestion, OrganiserFaqFields {}

export interface OrganiserFaqThread extends FaqThread, OrganiserFaqFields {}

/** Live 10001 (new message flag) sent when the organiser answers. */
export interface FaqAnswerNotice { question_id: number }

/**
 * The show's conference programme (SPEC.md §7 course calls): its tracks and their speakers. An
 * exhibitor's activity may name the track it belongs to (schemas/activity.json track_id).
 */
export const ProgrammeApi = {
  /** GET → {list: ProgrammeTrack[], total}, in programme order. */
  tracks: '/course/admin/category',
  /**
   * GET ?category_id=&category_id=…&id=…&keyword= → {list: ProgrammeSpeaker[], total}: lists travel as
   * repeated query parameters; each narrows the answer, none means every speaker.
   */
  speakers: '/course/admin/teacher',
} as const;

/** Most values one repeated query parameter may carry. */
export const PROGRAMME_QUERY_MAX_VALUES = 100;

export interface ProgrammeTrack {
  id: number;
  name: string;
  name_en: string;
}

export interface ProgrammeSpeaker {
  id: number;
  name: string;
  name_en: string;
  title: string;
  title_en: string;
  category_id: number;
}

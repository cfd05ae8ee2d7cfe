/**
 * The show's reference data, kept by staff in the console (issue 23): the conference programme's tracks
 * and speakers, the exhibit categories, the official accounts' keywords. Each kind is a screen
 * (schemas/reference-*.json) whose records the read calls of SPEC.md §7 serve: /course/admin/*,
 * /discovery/admin/discovery_category, /user/admin/official/keyword.
 */
export const REFERENCE_KINDS = ['tracks', 'speakers', 'categories', 'keywords'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

export const REFERENCE_SCREENS: Readonly<Record<ReferenceKind, string>> = {
  tracks: 'reference-track',
  speakers: 'reference-speaker',
  categories: 'reference-category',
  keywords: 'reference-keyword',
};

/** Most records of one kind. */
export const REFERENCE_MAX_RECORDS = 500;

export const ReferenceApi = {
  /** GET → {list: ReferenceRecord[], total} in display order · POST the kind's form → ReferenceRecord. */
  list: (kind: ReferenceKind): string => `/organiser/reference/${kind}`,
  /** PUT the kind's form → ReferenceRecord · DELETE → null (2010 while something uses it). */
  item: (kind: ReferenceKind, id: number): string => `/organiser/reference/${kind}/${id}`,
} as const;

/** A record as its screen's form has it, with its id. */
export type ReferenceRecord = { id: number } & Record<string, string | number | null>;

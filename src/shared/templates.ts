/**
 * Material templates (SPEC.md §9 batch template downloads, issue 23): files the organiser publishes
 * for exhibitors to start from — logo and banner sizes, catalogue layouts, the ticket-holder sheet —
 * grouped by the area of the portal where they are needed. Each area's files download one by one or
 * together as a zip the server builds from the files as they are now.
 */
import type { Area } from './access';

/** The areas that offer templates, in the order the console lists them. */
export const TEMPLATE_AREAS = ['exhibitInfo', 'exhibitionMaterials', 'displayMaterials', 'boothTickets', 'groupTickets'] as const satisfies readonly Area[];
export type TemplateArea = (typeof TEMPLATE_AREAS)[number];

export const isTemplateArea = (value: unknown): value is TemplateArea => (TEMPLATE_AREAS as readonly unknown[]).includes(value);

/** Most files per area; largest file. */
export const TEMPLATE_MAX_FILES = 20;
export const TEMPLATE_FILE_MAX_BYTES = 50 * 1024 * 1024;

export const TemplateApi = {
  /** GET ?area= → {list: MaterialTemplate[], total}: the area's files (the caller must be allowed the area). */
  list: '/v4/expo/template',
  /** GET → the file. */
  file: (id: number): string => `/v4/expo/template/${id}/file`,
  /** GET → application/zip of every file of the area. */
  zip: (area: TemplateArea): string => `/v4/expo/template/zip/${area}`,
  /** Organiser: POST multipart {area, name_en?, file} → MaterialTemplate. */
  upload: '/organiser/template',
  /** Organiser: DELETE → null. */
  remove: (id: number): string => `/organiser/template/${id}`,
} as const;

export interface MaterialTemplate {
  id: number;
  area: TemplateArea;
  /** The file's name as uploaded, and the English one the organiser gave it (empty: the same). */
  name: string;
  name_en: string;
  mime: string;
  size: number;
  /** Unix seconds. */
  uploaded_at: number;
}

/** Reads of the conference programme: tracks in programme order, speakers narrowed by a query. */
import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { ProgrammeSpeaker, ProgrammeTrack } from '../../../shared/programme';
import type { Db } from '../../db/client';
import type { OptionSourceItems } from '../../exports/export-job';
import { courseCategories, courseTeachers } from '../../db/schema';
import { containing } from '../../db/like';

export interface SpeakerQuery { category_id?: number[]; id?: number[]; keyword?: string }

export async function listTracks(db: Db): Promise<ProgrammeTrack[]> {
  const rows = await db.select().from(courseCategories).orderBy(asc(courseCategories.sort), asc(courseCategories.id));
  return rows.map((row) => ({ id: row.id, name: row.name, name_en: row.nameEn }));
}

export async function trackExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: courseCategories.id }).from(courseCategories).where(eq(courseCategories.id, id));
  return row !== undefined;
}

export async function listSpeakers(db: Db, query: SpeakerQuery): Promise<ProgrammeSpeaker[]> {
  const keyword = query.keyword?.trim();
  const rows = await db.select().from(courseTeachers).where(and(
    query.category_id?.length ? inArray(courseTeachers.categoryId, query.category_id) : undefined,
    query.id?.length ? inArray(courseTeachers.id, query.id) : undefined,
    keyword ? or(ilike(courseTeachers.name, containing(keyword)), ilike(courseTeachers.nameEn, containing(keyword))) : undefined,
  )).orderBy(asc(courseTeachers.categoryId), asc(courseTeachers.sort), asc(courseTeachers.id));
  return rows.map((row) => ({ id: row.id, name: row.name, name_en: row.nameEn, title: row.title, title_en: row.titleEn, category_id: row.categoryId }));
}

/** The export job names an activity's track as the form does (registered under ProgrammeApi.tracks). */
export const trackOptions: OptionSourceItems = async (db) => listTracks(db);

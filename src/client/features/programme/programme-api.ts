/** The conference programme (src/shared/programme.ts). */
import { repeatedParams } from '../../../runtime/query-params';
import { ProgrammeApi, type ProgrammeSpeaker, type ProgrammeTrack } from '../../../shared/programme';
import { http } from '../../app/http';

export const fetchTracks = async (signal?: AbortSignal): Promise<ProgrammeTrack[]> =>
  (await http.get<{ list: ProgrammeTrack[] }>(ProgrammeApi.tracks, undefined, { signal })).list;

/** The speakers of these tracks: the ids travel as repeated `category_id` parameters. */
export const fetchSpeakers = async (trackIds: readonly number[], signal?: AbortSignal): Promise<ProgrammeSpeaker[]> =>
  (await http.get<{ list: ProgrammeSpeaker[] }>(ProgrammeApi.speakers, repeatedParams({ category_id: trackIds }), { signal })).list;

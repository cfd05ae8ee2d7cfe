/** The conference programme's addresses (src/shared/programme.ts), read with useRecord. */
import { repeatedParams } from '../../../runtime/query-params';
import { ProgrammeApi } from '../../../shared/programme';

/** The speakers of these tracks: the ids travel as repeated `category_id` parameters. */
export const speakersPath = (trackIds: readonly number[]): string => `${ProgrammeApi.speakers}?${repeatedParams({ category_id: trackIds }).toString()}`;

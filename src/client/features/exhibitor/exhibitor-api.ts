import type { ExhibitorSummary, ListData } from '../../../shared/api';
import { http } from '../../app/http';

/** The exhibitor the account acts for; null for accounts attached to none (group accounts). */
export async function fetchOwnExhibitor(signal?: AbortSignal): Promise<ExhibitorSummary | null> {
  const { list } = await http.get<ListData<ExhibitorSummary>>('v2/user/exhibitor', undefined, { signal });
  return list[0] ?? null;
}

import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ExhibitorSummary } from '../../../shared/api';
import { isCancelled } from '../../../runtime/http';
import { fetchOwnExhibitor } from '../../features/exhibitor/exhibitor-api';

export interface ExhibitInfoData {
  /** null: the account has no exhibitor (group accounts). */
  exhibitor: ExhibitorSummary | null;
  /** The exhibitor call failed; its message is already on screen. */
  failed: boolean;
}

/**
 * A failed exhibitor call does not fail the whole screen: the greeting and the to-do strip still
 * work, and the card offers a retry.
 */
export async function exhibitInfoLoader({ request }: LoaderFunctionArgs): Promise<ExhibitInfoData> {
  try {
    return { exhibitor: await fetchOwnExhibitor(request.signal), failed: false };
  } catch (error) {
    if (isCancelled(error)) throw error;
    return { exhibitor: null, failed: true };
  }
}

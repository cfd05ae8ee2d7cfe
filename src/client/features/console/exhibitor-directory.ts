/** The organiser's exhibitor directory and the show's binding progress (src/shared/console.ts). */
import { OrganiserConsoleApi, type ExhibitorState, type ShowBinding } from '../../../shared/console';
import type { ListPage, ListQuery } from '../../../engine';
import { http } from '../../app/http';
import { useRecord, type RecordHandle } from '../screens';

export const loadExhibitors = (query: ListQuery, signal: AbortSignal): Promise<ListPage<ExhibitorState>> =>
  http.get<ListPage<ExhibitorState>>(OrganiserConsoleApi.exhibitors, query, { signal });

export const useShowBinding = (refreshKey?: unknown): RecordHandle<ShowBinding> => useRecord<ShowBinding>(OrganiserConsoleApi.binding, { refreshKey });

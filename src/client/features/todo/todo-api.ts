import type { ListData, TodoItem } from '../../../shared/api';
import { http } from '../../app/http';

export async function fetchTodos(signal?: AbortSignal): Promise<TodoItem[]> {
  return (await http.get<ListData<TodoItem>>('v4/expo/todo', undefined, { signal })).list;
}

export const markTodoClicked = (id: number): Promise<null> => http.get<null>(`v4/expo/todo/${id}/click`);

/** A to-do's target is an internal path or an http(s) link (SPEC.md §3). */
export const isExternalLink = (router: string): boolean => /^https?:\/\//i.test(router);

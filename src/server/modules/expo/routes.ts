/** /v4/expo/* — the show itself: to-dos and settings (SPEC.md §3, §4, §7). Notices: modules/notices. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { areaOfPath, permits, type Subject } from '../../../shared/access';
import type { ExpoConfig, TodoItem } from '../../../shared/api';
import { Codes } from '../../../shared/codes';
import { todoClicks, todos } from '../../db/schema';
import type { ModuleOptions } from '../../deps';
import { callerOf } from '../../identity/request-caller';
import { ApiError, ok } from '../../http/envelope';
import { getSetting } from '../../settings';

/** A to-do the caller may follow: a link outside the portal, or into an area the caller may use. */
function mayOpen(router: string, subject: Subject): boolean {
  const area = areaOfPath(router);
  return area === undefined || permits(area, subject);
}

export default async function expoRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const { db, config: { timeZone } } = deps;

  app.get('/v4/expo/todo', {
    schema: { summary: "The caller's to-do strip", tags: ['expo'] },
  }, async (request) => {
    const { userId, subject } = callerOf(request);
    const rows = await db.select({
      id: todos.id, name: todos.name, nameEn: todos.nameEn, icon: todos.icon, router: todos.router,
      clicked: sql<boolean>`${todoClicks.todoId} is not null`,
    }).from(todos)
      .leftJoin(todoClicks, and(eq(todoClicks.todoId, todos.id), eq(todoClicks.userId, userId)))
      .orderBy(asc(todos.sort), asc(todos.id));
    // Only the to-dos of areas the caller may use: a link into a refused area is a dead end.
    const list: TodoItem[] = rows.filter((row) => mayOpen(row.router, subject)).map((row) => ({
      id: row.id, name: row.name, name_en: row.nameEn, icon: row.icon, router: row.router, is_click: Boolean(row.clicked),
    }));
    return ok({ list, total: list.length });
  });

  app.get<{ Params: { id: number } }>('/v4/expo/todo/:id/click', {
    schema: {
      summary: 'Marks a to-do as opened by the caller',
      tags: ['expo'],
      params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
    },
  }, async (request) => {
    const { userId, subject } = callerOf(request);
    const [todo] = await db.select({ id: todos.id, router: todos.router }).from(todos).where(eq(todos.id, request.params.id));
    if (!todo || !mayOpen(todo.router, subject)) throw new ApiError(Codes.NOT_FOUND);
    await db.insert(todoClicks).values({ todoId: todo.id, userId }).onConflictDoNothing();
    return ok(null);
  });

  app.get('/v4/expo/config', {
    config: { auth: 'public' },
    schema: { summary: 'The show: name, venue, dates, catalogue deadline, sub-account limit, time zone', tags: ['expo'] },
  }, async () => {
    const [expo, catalogueDeadline, subAccountLimit] = await Promise.all([
      getSetting(db, 'expo'), getSetting(db, 'catalogue_deadline'), getSetting(db, 'sub_account_limit'),
    ]);
    const config: ExpoConfig = { ...expo, catalogue_deadline: catalogueDeadline, sub_account_limit: subAccountLimit, timezone: timeZone };
    return ok(config);
  });

  // The spec's "group switch call".
  app.get('/v4/expo/group-switch', {
    schema: { summary: 'Whether group-ticket buying is open (data.group_switch)', tags: ['expo'] },
  }, async () => ok({ group_switch: await getSetting(db, 'group_switch') }));
}

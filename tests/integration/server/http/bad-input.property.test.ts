/**
 * Property: whatever arrives, every operation of the OpenAPI document answers with the envelope
 * `{code, message, data}` and never a 5xx. Generated bad bodies, query strings and path ids go to
 * every route — as the exhibitor, as organiser staff on the organiser API, and without a token —
 * with a fixed seed, so a failure is repeatable.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsOf, requestFor, type BadRequest, type Operation } from '../../../support/bad-requests';
import { createTestApp, type TestApp } from '../../../support/test-app';

const SEED = 20_260_515;
const RUNS_PER_OPERATION = 24;

// The app is built while the file is collected: its OpenAPI document names the tests.
const t: TestApp = await createTestApp();
/** The stream answers text/event-stream for as long as it is open: its own tests cover it. */
const STREAMING = new Set(['/api/sse']);
/**
 * Answers in another party's protocol: a payment provider's callback is answered 'success'/'fail'
 * as the provider expects, and the sandbox checkout is a page for a person. Never a 5xx all the same.
 */
const FOREIGN_PROTOCOL = /^\/api\/pay\/(notify|sandbox\/checkout)\//;
const operations: Operation[] = operationsOf(t.app.swagger() as never).filter((op) => !STREAMING.has(op.path));

const tokens: Record<'exhibitor' | 'organiser' | 'group', string> = { exhibitor: '', organiser: '', group: '' };
// Group routes are called by a group account, so their bodies reach validation and the handler rather than the area check.
const accounts = { exhibitor: 'exhibitor@demo.test', organiser: 'organiser@demo.test', group: 'group@demo.test' } as const;

async function logIn(who: keyof typeof tokens): Promise<void> {
  tokens[who] = (await t.loginAs(accounts[who])).authorization;
}

beforeAll(async () => {
  await logIn('exhibitor');
  await logIn('organiser');
  await logIn('group');
});
afterAll(async () => { await t.close(); });

type Caller = 'route' | 'anonymous';

function expectEnvelope(op: Operation, request: BadRequest, response: { statusCode: number; headers: Record<string, unknown>; body: string }): void {
  const where = `${op.method} ${request.url} (${request.contentType ?? 'no body'}) → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
  // Files, pages and spreadsheets are not JSON when they succeed; a refusal always is.
  if (!json && (response.statusCode < 400 || FOREIGN_PROTOCOL.test(op.path))) return;
  expect(json, where).toBe(true);
  const body = JSON.parse(response.body) as Record<string, unknown>;
  expect(typeof body.code, where).toBe('number');
  expect(typeof body.message, where).toBe('string');
  expect(body, where).toHaveProperty('data');
}

describe.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', (_name, op) => {
  const who: keyof typeof tokens = op.path.startsWith('/api/organiser') ? 'organiser' : op.path.startsWith('/api/v4/group') ? 'group' : 'exhibitor';

  it('answers bad input with the envelope, never a 5xx', async () => {
    const caller = fc.oneof({ weight: 5, arbitrary: fc.constant<Caller>('route') }, { weight: 1, arbitrary: fc.constant<Caller>('anonymous') });
    // The language cookie is read on every answer, refusals included.
    const cookie = fc.constantFrom('language=en', 'language=zh', 'language=%', 'language=%E0%A4%A', 'language=xx', '');
    await fc.assert(
      fc.asyncProperty(requestFor(op), caller, cookie, async (request, as, language) => {
        const headers: Record<string, string> = { cookie: language };
        if (as === 'route') headers.authorization = tokens[who];
        if (request.contentType) headers['content-type'] = request.contentType;
        const response = await t.app.inject({ method: op.method as 'GET', url: request.url, headers, payload: request.payload });
        // A call may end the session (log out, a new password): the next one logs in again.
        if (as === 'route' && response.statusCode === 401) await logIn(who);
        expectEnvelope(op, request, response);
      }),
      { seed: SEED, numRuns: RUNS_PER_OPERATION },
    );
  });
});

/** What the log keeps of URLs, errors and message texts. */
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { loggableError, loggableUrl, redactText } from '../../../../src/server/http/log-redaction';

describe('loggableUrl', () => {
  it('shows the route with numeric ids, never a token in the path or a query value', () => {
    expect(loggableUrl({ url: '/api/v4/ticket/share/AbC_123-xyz?lang=en', params: { token: 'AbC_123-xyz' }, routeOptions: { url: '/api/v4/ticket/share/:token' } }))
      .toBe('/api/v4/ticket/share/:token?lang=[redacted]');
    expect(loggableUrl({ url: '/api/v4/ticket/booth/42/share', params: { id: '42' }, routeOptions: { url: '/api/v4/ticket/booth/:id/share' } }))
      .toBe('/api/v4/ticket/booth/42/share');
    expect(loggableUrl({ url: '/api/sse?client-id=c&token=eyJa.eyJb.sig&token=again', params: {}, routeOptions: { url: '/api/sse' } }))
      .toBe('/api/sse?client-id=[redacted]&token=[redacted]');
  });

  it('filters the path of a request no route matched', () => {
    expect(loggableUrl({ url: '/ticketShare/someone@example.com?token=abc', params: {} })).toBe('/ticketShare/[redacted]?token=[redacted]');
  });
});

describe('loggableError', () => {
  it('keeps a database error\'s SQL state and message, never the statement\'s parameters', () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "13912345678"'), { code: '22P02', severity: 'ERROR' });
    const error = new DrizzleQueryError('select $1::integer where email = $2', ['13912345678', 'someone@example.com'], cause);
    const logged = loggableError(error);
    expect(logged).toMatchObject({ type: 'DatabaseError', code: '22P02', severity: 'ERROR', message: 'invalid input syntax for type integer: "[redacted]"' });
    expect(JSON.stringify(logged)).not.toMatch(/13912345678|someone@example\.com|\$2/);
    expect(logged.stack).toMatch(/^\s+at /);
  });

  it('filters any other error\'s message', () => {
    expect(loggableError(new TypeError('bad token eyJhbGciOi.eyJzdWIi.c2ln for 110105199001011234')).message).toBe('bad token [redacted] for [redacted]');
  });
});

describe('redactText', () => {
  it('removes tokens, e-mails, document numbers, phones and codes, and keeps the rest', () => {
    expect(redactText('code 123456 to +86 13800000001 and a@b.cn, id 11010519900101123X, link tokenabcdefghijklmnopqrstuvwxyz012345; 2 rows in 1500 ms'))
      .toBe('code [redacted] to [redacted] and [redacted], id [redacted], link [redacted]; 2 rows in 1500 ms');
  });
});

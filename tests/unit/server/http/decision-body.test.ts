/** The server's decision body and the console's reason form (schemas/decision-reason.json) ask for the reason by one rule. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decisionBody } from '../../../../src/server/http/decision-body';

const descriptor = JSON.parse(readFileSync('schemas/decision-reason.json', 'utf8')) as { schema: { required: string[]; properties: { reason: Record<string, unknown> } } };

describe('the reason of a rejection', () => {
  it('is required and bounded the same in the form and on the server', () => {
    const form = descriptor.schema.properties.reason;
    const server = decisionBody.properties.reason;
    expect(descriptor.schema.required).toEqual(['reason']);
    expect(decisionBody.then.required).toEqual(['reason']);
    expect({ minLength: form.minLength, maxLength: form.maxLength, pattern: form.pattern, title: form.title })
      .toEqual({ minLength: server.minLength, maxLength: server.maxLength, pattern: server.pattern, title: server.title });
  });
});

/**
 * A form whose rules depend on its data (the ticket holder's document number follows the document
 * type) is validated against the screen's own schema, whatever RJSF last resolved it to.
 */
import { describe, expect, it } from 'vitest';
import { retrieveSchema, type RJSFSchema } from '@rjsf/utils';
import { screenValidator } from '../../../src/engine/form/screen-validator';
import { compileScreen } from './compiled-screen';

describe('screenValidator', () => {
  it('validates data against the root schema even when handed a schema resolved from older data', async () => {
    const { screen } = await compileScreen('booth-ticket-holder');
    const root = screen.schema as RJSFSchema;
    const validator = screenValidator<Record<string, unknown>>(screen, root);
    // What RJSF hands over after rendering the empty form: the schema resolved against {}.
    const stale = retrieveSchema(validator, root, root, {});
    const typed = { name: '王小明', doc_type: 1, doc_number: '110101199003070000', phone: '13800000000' };
    const { errors } = validator.validateFormData(typed, stale);
    // The field's own error, and ajv's `if` error at the root (which the form's translator drops).
    expect(errors.map((error) => `${error.property}:${error.name}`)).toEqual(['.doc_number:format', ':if']);
    const good = { ...typed, doc_number: '11010519491231002X' };
    expect(validator.validateFormData(good, stale).errors).toEqual([]);
  });
});

/** The ajv that compiles screens' data schemas for checks: strict, with our formats and our x-* annotations. */
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { CUSTOM_FORMATS } from '../../shared/formats';

/** An ajv for data schemas: our formats, and our x-* annotations known (strict mode stays on). */
export function createDataAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
  addFormats.default(ajv, ['email', 'date', 'date-time', 'uri']);
  for (const [name, validate] of Object.entries(CUSTOM_FORMATS)) ajv.addFormat(name, { type: 'string', validate });
  for (const keyword of ['x-enum', 'x-messages', 'x-upload', 'x-money']) ajv.addKeyword({ keyword, schemaType: ['string', 'object', 'boolean'] });
  return ajv;
}

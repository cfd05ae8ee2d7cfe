/**
 * The validator a SchemaForm hands RJSF: the screen's precompiled validators (no runtime compile).
 *
 * Why a wrapper: RJSF validates the form's data against the root schema as it last resolved it from
 * the data it rendered with. With conditionals (`if`/`then`, e.g. a document number whose rule
 * depends on the document type) that resolution may be of older data than the data being validated,
 * and the precompiled validator refuses any schema but the one it was compiled from. The form's
 * data is always validated whole against the screen's own schema, so that is the schema we name.
 *
 * The precompiled validator finds the root schema's function by hashing the schema, which for a
 * long form is a few milliseconds of every mount; the key was worked out at build time (rootKey).
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { CompiledScreen } from '../compiled-screen';

export function screenValidator<T>(screen: Pick<CompiledScreen, 'validateFns' | 'rootKey'>, rootSchema: RJSFSchema): ValidatorType<T> {
  // Looked up by `$id` first: a stand-in naming the key finds the same function without a hash.
  const precompiled = createPrecompiledValidator<T>(screen.validateFns, { $id: screen.rootKey });
  // Then the schema it was compiled from, which it compares its callers' root schemas with.
  (precompiled as unknown as { rootSchema: RJSFSchema }).rootSchema = rootSchema;
  const validator: ValidatorType<T> = Object.create(precompiled);
  validator.validateFormData = (formData, _resolvedSchema, ...rest) => precompiled.validateFormData(formData, rootSchema, ...rest);
  return validator;
}

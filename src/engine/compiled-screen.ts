/** What `import screen from 'virtual:schema/<id>'` yields (scripts/vite-schema-validators.ts). */
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { DataSchema, ScreenDescriptor, ScreenProblem } from '../shared/descriptor';
import type { LabelSet } from '../shared/screen-editor';

export interface CompiledScreen {
  descriptor: ScreenDescriptor;
  /** descriptor.schema with upload fields expanded (expandSchema): what the validators were compiled from. */
  schema: DataSchema;
  /** ajv standalone validators, keyed as @rjsf/validator-ajv8's createPrecompiledValidator expects. */
  validateFns: ValidatorFunctions;
  /** The key of the schema's own validator in validateFns (its hash, worked out at build time). */
  rootKey: string;
  /** Why the screen is unavailable, when its file could not be used at build time (descriptor.broken too). */
  broken?: ScreenProblem[];
  /** A version staff published (or a draft): the labels it brings, laid over the locale files' messages. */
  messages?: LabelSet;
}

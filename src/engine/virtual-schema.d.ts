declare module 'virtual:schema/*' {
  import type { CompiledScreen } from './compiled-screen';
  export const descriptor: CompiledScreen['descriptor'];
  export const schema: CompiledScreen['schema'];
  export const validateFns: CompiledScreen['validateFns'];
  export const rootKey: CompiledScreen['rootKey'];
  export const broken: CompiledScreen['broken'];
  const screen: CompiledScreen;
  export default screen;
}

/** The form's stylesheet (scripts/vite-form-styles.ts). */
declare module 'virtual:form-styles.css' {}

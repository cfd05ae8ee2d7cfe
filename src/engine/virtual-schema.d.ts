declare module 'virtual:schema/*' {
  import type { CompiledScreen } from './compiled-screen';
  export const descriptor: CompiledScreen['descriptor'];
  export const schema: CompiledScreen['schema'];
  export const validateFns: CompiledScreen['validateFns'];
  const screen: CompiledScreen;
  export default screen;
}

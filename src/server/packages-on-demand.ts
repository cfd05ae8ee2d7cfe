/**
 * Packages only some requests need, loaded on the first of them rather than at every start: ExcelJS
 * (templates, uploads, the tax office's batches), archiver (exports, template downloads), nodemailer
 * (the first e-mail) and RJSF's validator compiler (a screen version staff publish or preview). Loading
 * them all up front was about half a second of each restart on a quiet machine (issue 24); a request
 * that needs one waits for it once.
 *
 * Each loader answers the same promise every time, so concurrent first requests load a package once.
 */
const once = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load().catch((error: unknown) => {
    // A failed load (a broken install) is tried again by the next request, not remembered for ever.
    loading = undefined;
    throw error;
  }));
};

export const loadExcelJs = once(async () => (await import('exceljs')).default);

export const loadArchiver = once(() => import('archiver'));

export const loadNodemailer = once(async () => (await import('nodemailer')).default);

export const loadSchemaCompiler = once(async () => {
  const [utils, compiler] = await Promise.all([import('@rjsf/utils'), import('@rjsf/validator-ajv8/compileSchemaValidators')]);
  return { hashForSchema: utils.hashForSchema, ID_KEY: utils.ID_KEY, compileSchemaValidatorsCode: compiler.compileSchemaValidatorsCode };
});

/**
 * Packages only some requests need, loaded on the first of them rather than at every start: ExcelJS
 * (templates, uploads, the tax office's batches), archiver (exports, template downloads), nodemailer
 * (the first e-mail) and RJSF's validator compiler (a screen version staff publish or preview). Loading
 * them all up front was about half a second of each restart on a quiet machine (issue 24); a request
 * that needs one waits for it once.
 */
/** `load` run on the first call only, its promise shared by every caller; a failure is tried again by the next call. */
export const onFirstUse = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));
};

export const loadExcelJs = onFirstUse(async () => (await import('exceljs')).default);

export const loadArchiver = onFirstUse(() => import('archiver'));

export const loadNodemailer = onFirstUse(async () => (await import('nodemailer')).default);

export const loadSchemaCompiler = onFirstUse(async () => {
  const [utils, compiler] = await Promise.all([import('@rjsf/utils'), import('@rjsf/validator-ajv8/compileSchemaValidators')]);
  return { hashForSchema: utils.hashForSchema, ID_KEY: utils.ID_KEY, compileSchemaValidatorsCode: compiler.compileSchemaValidatorsCode };
});

/**
 * `npm run schemas:check`: everything organiser staff or translators can break by editing schemas/
 * or locales/, each problem named by file, line, column and JSON path. The checker lives with the
 * server (src/server/schema-check/), which runs it at start and on drafts edited at run time; this
 * is its face for scripts and tests.
 */
export { checkSchemas, brokenScreens } from '../../src/server/schema-check/files';
export { checkScreenDescriptor, breakingProblems, formatProblem, KNOWN_WIDGETS, type Problem, type ScreenCheckContext } from '../../src/server/schema-check/check-screen';
export { createDataAjv } from '../../src/server/schema-check/data-ajv';

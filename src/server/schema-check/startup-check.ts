/**
 * The start-up check of screens and messages (main.ts prints it; the registry refuses the broken
 * screens), remembered from one start to the next.
 *
 * Checking reads schemas/ and locales/ and compiles every screen's data schema with ajv: a fifth of
 * a restart's time, spent to find, nearly always, what the previous start found. The verdict depends
 * on nothing but those files, the checker's own code (this folder and src/shared) and the installed
 * packages (package-lock.json), so it is kept under a hash of all of them in
 * node_modules/.cache/portal/startup-check.json, and a start whose inputs hash the same takes it
 * instead of checking again. With it come each screen's breaking problems (none, nearly always),
 * which the registry asks for next. One changed byte anywhere checks afresh.
 * The cache is only a shortcut: when it cannot be read or written (a read-only installation) the
 * check runs as before.
 */
import { createHash, type Hash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { projectRoot } from '../project-root';
import { rememberOutcomes, rememberedOutcomes, type CodedProblem, type Problem } from './check-screen';
import { brokenScreens, checkSchemas } from './files';

/**
 * Bumped when what is stored changes shape (2: a broken screen's problems carry their code and values;
 * 3: each screen's breaking problems instead of its compile outcome).
 */
const FORMAT = 3;

/** The checker's code: this folder and the shared modules it imports. */
const CHECKER_FOLDERS = [join(projectRoot, 'src/server/schema-check'), join(projectRoot, 'src/shared')];

export interface StartupCheck {
  /** Every problem, as `npm run schemas:check` would list them without fixtures. */
  problems: Problem[];
  /** The screens that cannot be used, each with why (empty when there is no problem at all). */
  broken: Map<string, CodedProblem[]>;
}

interface Stored {
  format: number;
  inputs: string;
  problems: Problem[];
  broken: [string, CodedProblem[]][];
  outcomes: [string, CodedProblem[]][];
}

export interface StartupFolders {
  schemasDir: string;
  localesDir: string;
}

/** Every file under a folder (or the file itself), with its path, in a stable order. */
function hashTree(hash: Hash, path: string): void {
  if (!existsSync(path)) {
    hash.update(`${path}\0missing\n`);
    return;
  }
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path).sort()) hashTree(hash, join(path, entry));
    return;
  }
  const content = readFileSync(path);
  hash.update(`${path}\0${content.length}\0`).update(content);
}

function inputsHash(root: string, folders: StartupFolders): string {
  const hash = createHash('sha256');
  // Problems name files relative to the root: the same files seen from elsewhere read differently.
  hash.update(`${FORMAT}\0${process.version}\0${root}\0${folders.schemasDir}\0${folders.localesDir}\n`);
  for (const path of [folders.schemasDir, folders.localesDir, ...CHECKER_FOLDERS, join(root, 'package-lock.json')]) hashTree(hash, path);
  return hash.digest('hex');
}

function readStored(file: string, inputs: string): Stored | undefined {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Stored;
    return stored.format === FORMAT && stored.inputs === inputs ? stored : undefined;
  } catch {
    return undefined;
  }
}

function store(file: string, stored: Stored): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    // Whole or not at all: two servers starting together may both write it.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(stored));
    renameSync(partial, file);
  } catch {
    // Not writable: the next start checks again.
  }
}

export const startupCheckCacheFile = (root: string): string => join(root, 'node_modules/.cache/portal/startup-check.json');

/** The start-up check of `root`'s screens and messages, from the cache when nothing it depends on changed. */
export function startupCheck(root: string, folders: StartupFolders, cacheFile = startupCheckCacheFile(root)): StartupCheck {
  const inputs = inputsHash(root, folders);
  const stored = readStored(cacheFile, inputs);
  if (stored) {
    rememberOutcomes(stored.outcomes);
    return { problems: stored.problems, broken: new Map(stored.broken) };
  }
  const problems = checkSchemas(root, { ...folders, fixtures: false });
  const broken = problems.length ? brokenScreens(root, { schemasDir: folders.schemasDir }) : new Map<string, CodedProblem[]>();
  store(cacheFile, { format: FORMAT, inputs, problems, broken: [...broken], outcomes: rememberedOutcomes() });
  return { problems, broken };
}

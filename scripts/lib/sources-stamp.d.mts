/** Types of sources-stamp.mjs, plain JavaScript so that `npm start` can judge the builds without TypeScript tooling. */

/** Beside the build it describes. */
export declare const SOURCES_STAMP: string;

export interface SourcesStamp {
  /** Hash of every source file's path and content. */
  content: string;
  /** Hash of every source file's path, size, modification and change times and inode: the cheap first look. */
  stats: string;
}

export declare function writeStamp(outDir: string, stamp: SourcesStamp): void;

/** The stamp of the sources as they are now: taken before a build, so a file edited meanwhile builds again next time. */
export declare function stampOf(root: string, sources: readonly string[]): SourcesStamp;

/** Whether the build in `outDir` (its main file `built`) must be made again: missing, or made from other sources. */
export declare function buildIsStale(root: string, outDir: string, built: string, sources: readonly string[]): boolean;

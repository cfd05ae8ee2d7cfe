/** Types of build-sources.mjs, plain JavaScript so that `npm start` can judge the builds without TypeScript tooling. */

/** What the client build reads. */
export declare const CLIENT_SOURCES: readonly string[];
/** What the server bundle is made of. */
export declare const SERVER_SOURCES: readonly string[];

export declare function clientOutDir(root: string): string;
export declare function serverBundle(root: string): string;
/** Whether dist/client (or `outDir`) must be built again, judged by its index.html. */
export declare function clientIsStale(root: string, outDir?: string): boolean;
/** Whether dist/server/main.mjs must be built again. */
export declare function serverIsStale(root: string): boolean;

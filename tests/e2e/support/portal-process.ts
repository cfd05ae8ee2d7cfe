/** The portal as a child process: shared with the benchmarks (scripts/lib/portal-process.ts). */
export * from '../../../scripts/lib/portal-process';

/**
 * Calls until `done` holds, for at most `ms`, answering how long it took: for what the database tells
 * every process at commit, but on another connection (a notified cache, the live hub).
 */
export async function within(ms: number, done: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await done())) {
    if (Date.now() - started > ms) throw new Error(`not seen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - started;
}

/**
 * Names and connections for the throw-away PostgreSQL databases of a test run. Every database of a
 * run carries the run's process id (`portal_test_<pid>_…`), so runs side by side on one server
 * (CI and a developer, two developers) never drop each other's databases.
 */
export const TEST_DB_PREFIX = 'portal_test_';

/** The prefix of one run's databases; the run is the process of the global setup. */
export const runPrefix = (pid: number): string => `${TEST_DB_PREFIX}${pid}_`;

/** The run a database belongs to, from its name (the template's name is handed to the workers). */
export function runOf(databaseName: string): number | null {
  const match = new RegExp(`^${TEST_DB_PREFIX}(\\d+)_`).exec(databaseName);
  return match ? Number(match[1]) : null;
}

/** Whether the run that made a database is still going on this machine. */
export function runAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The same server, connected to its maintenance database, to create and drop test databases. */
export function adminUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}

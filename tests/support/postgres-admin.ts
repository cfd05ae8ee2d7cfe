/** Names and connections for the throw-away PostgreSQL databases of a test run. */
export const TEST_DB_PREFIX = 'portal_test_';

/** The same server, connected to its maintenance database, to create and drop test databases. */
export function adminUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}

/**
 * PostgreSQL plans a statement each time it is sent unnamed; for the portal's short, hot reads the
 * planning costs more than the execution (a ticket page: about 2 of every 3 milliseconds of server
 * time). A named statement is parsed and planned once per connection and then only executed, so every
 * parameterised read and write the app sends gets a name derived from its text: the same text always
 * gets the same name, on every connection of the process.
 *
 * Texts are finite (they are written in the code, with parameters for every value), but a text built
 * with literals would make new names without end: past STATEMENT_NAMES.capacity distinct texts, new
 * ones go unnamed as before. DDL, transaction control and parameterless statements are never named.
 *
 * The connections use the generic plan of a named statement from its first execution
 * (GENERIC_PLANS). Left to choose, PostgreSQL keeps re-planning a statement whose LIMIT and OFFSET are
 * parameters (a page of a list), since it cannot cost them generically — which gives back all that
 * naming saves (measured: 3,200 against 7,700 pages a second). The portal's statements filter on
 * indexed keys, where the generic plan is the plan; a statement that needs its values' own plan must
 * inline them (and goes unnamed past the capacity) or run unnamed.
 */
import type pg from 'pg';

export const STATEMENT_NAMES = { capacity: 2_000 } as const;

/** Connection options (pg's `options`): named statements run their generic plan at once. */
export const GENERIC_PLANS = '-c plan_cache_mode=force_generic_plan';

const NAMEABLE = /^\s*(select|with|insert|update|delete)\b/i;

/** Whether a statement is worth a name: a read or write with parameters. */
export const isNameable = (text: unknown, params: readonly unknown[] | undefined): text is string =>
  typeof text === 'string' && params !== undefined && params.length > 0 && NAMEABLE.test(text);

/** Names texts, the same name for the same text, until `capacity` texts have one; then undefined. */
export function statementNamer(capacity: number): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    let name = names.get(text);
    if (name === undefined && names.size < capacity) {
      name = `portal_${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
}

interface QueryConfig { text: string; name?: string; values?: unknown[] }

/** node-postgres: every connection of the pool names what it sends (pg prepares a name once per connection). */
export function nameRepeatedStatements(pool: pg.Pool, capacity: number = STATEMENT_NAMES.capacity): void {
  const nameOf = statementNamer(capacity);
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
      if (config && typeof config === 'object' && !(config as QueryConfig).name) {
        const { text } = config as QueryConfig;
        const params = Array.isArray(values) ? values : (config as QueryConfig).values;
        const name = isNameable(text, params) ? nameOf(text) : undefined;
        if (name) return query({ ...(config as object), name }, values, callback);
      }
      return query(config, values, callback);
    }) as typeof client.query;
  });
}

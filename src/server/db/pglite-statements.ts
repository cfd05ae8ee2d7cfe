/**
 * Named statements on PGlite, as named-statements.ts does for PostgreSQL. PGlite's own `query` sends
 * each statement unnamed and in five separate calls into the database (parse, describe, bind,
 * describe, execute), so it parses and plans every time and pays the crossing five times: a ticket
 * page took 1.7–2 ms. Here a parameterised text is parsed once under its name (its parameter types
 * described once), and every later call binds and executes it in a single crossing: about 0.5 ms.
 *
 * Only the database's own top-level `query` is replaced, and it keeps PGlite's order of work: it waits
 * for any transaction and query under way, answers in PGlite's result shape (rows, fields, affected
 * rows, with the caller's row mode and parsers) and delivers notifications as PGlite does. Inside a
 * transaction PGlite's own query serves, unchanged.
 */
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { isNameable, statementNamer, STATEMENT_NAMES } from './named-statements';

/** What this wrapper reaches of PGlite beyond its typed API (the same steps its own `query` takes). */
interface PgliteInternals {
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(work: () => Promise<T>): Promise<T>;
  parsers: Record<number, (value: string, typeId?: number) => unknown>;
  serializers: Record<number, (value: unknown) => string>;
  syncToFs(): Promise<void>;
}

const { serialize } = protocol;

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export function nameRepeatedPgliteStatements(client: PGlite, capacity: number = STATEMENT_NAMES.capacity): void {
  const db = client as unknown as PGlite & PgliteInternals;
  const nameOf = statementNamer(capacity);
  /** The parameter types of each statement parsed in this database session, by name. */
  const parameterTypes = new Map<string, number[]>();
  const unnamed = client.query.bind(client);

  /** Parses the statement under its name and learns its parameter types; once per name. */
  async function prepared(name: string, text: string): Promise<number[]> {
    const known = parameterTypes.get(name);
    if (known) return known;
    const { messages } = await db.execProtocol(joined([serialize.parse({ name, text, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()]), { syncToFs: false });
    const types = parse.parseDescribeStatementResults(messages);
    parameterTypes.set(name, types);
    return types;
  }

  const serialized = (values: unknown[], types: number[]): (string | null)[] => values.map((value, index) => {
    if (value === null || value === undefined) return null;
    const serializer = db.serializers[types[index] ?? 0];
    return serializer ? serializer(value) : String(value);
  });

  client.query = async function query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const name = isNameable(text, params) && !options?.blob ? nameOf(text) : undefined;
    if (!name) return unnamed<T>(text, params, options);
    await db._checkReady();
    return db._runExclusiveTransaction(() => db._runExclusiveQuery(async () => {
      const types = await prepared(name, text);
      const { messages } = await db.execProtocol(joined([
        serialize.bind({ statement: name, values: serialized(params!, types) }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]), { syncToFs: false });
      await db.syncToFs();
      return parse.parseResults(messages, db.parsers, options)[0] as Results<T>;
    }));
  } as PGlite['query'];
}

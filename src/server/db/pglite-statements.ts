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
import { parse, protocol, type messages, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
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

type Parsers = PgliteInternals['parsers'];

/**
 * The result of one bound statement in PGlite's shape, as its parseResults makes it, but looking each
 * column's parser up in the caller's parsers, then the database's, rather than first merging the two
 * tables into a new object on every query (drizzle hands its own nine parsers with every call, and
 * copying the database's sixty-odd for each page cost more than reading the page's rows).
 */
export function resultOf<T>(backend: readonly messages.BackendMessage[], databaseParsers: Parsers, options?: QueryOptions): Results<T> {
  const own = options?.parsers as Parsers | undefined;
  const parsed = (value: string | null, typeId: number): unknown => {
    if (value === null) return null;
    const parser = own?.[typeId] ?? databaseParsers[typeId];
    return parser ? parser(value, typeId) : value;
  };
  let fields: { name: string; dataTypeID: number }[] = [];
  const rows: unknown[] = [];
  let affectedRows = 0;
  let rowCount: number | undefined;
  let command: string | undefined;
  for (const message of backend) {
    if (message.name === 'rowDescription') {
      fields = (message as messages.RowDescriptionMessage).fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID }));
    } else if (message.name === 'dataRow') {
      const values = (message as messages.DataRowMessage).fields;
      if (options?.rowMode === 'array') rows.push(values.map((value, i) => parsed(value, fields[i]!.dataTypeID)));
      else {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < values.length; i++) row[fields[i]!.name] = parsed(values[i]!, fields[i]!.dataTypeID);
        rows.push(row);
      }
    } else if (message.name === 'commandComplete') {
      const words = (message as messages.CommandCompleteMessage).text.split(' ');
      command = words[0];
      const count = parseInt(words.at(-1)!, 10);
      if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(words[0]!)) affectedRows += count;
      if (!Number.isNaN(count)) rowCount = count;
    }
  }
  return { rows, fields, affectedRows, ...(command === undefined ? {} : { command }), ...(rowCount === undefined ? {} : { rowCount }) } as Results<T>;
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
      return resultOf<T>(messages, db.parsers, options);
    }));
  } as PGlite['query'];
}

import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Tx } from './client.ts';

/**
 * Many rows written by one INSERT ... SELECT whose rows come from the client in bulk. Two ways in, the same
 * relation to the SELECT (same column names and types, so the same stored values):
 * - 'json': one JSON parameter read by json_to_recordset, a chunk at a time (PGlite, which has no client COPY
 *   stream, and any caller that asks for it);
 * - 'copy': on a PostgreSQL server, the rows are streamed by COPY FROM STDIN into a temporary table of this
 *   transaction and selected from there. COPY cannot write the tenant tables themselves: PostgreSQL refuses COPY
 *   FROM into a table whose row-level security applies to the role ("COPY FROM not supported with row-level
 *   security"), and leasedesk_app is always subject to it. The temporary table has no policy and is this
 *   session's alone (ON COMMIT DROP; a rollback takes it too), and the INSERT ... SELECT into the real table runs
 *   in the caller's scoped transaction, so every row still passes the policy's WITH CHECK, the foreign keys and
 *   the unique indexes. Measured against the JSON parameter in ARCHITECTURE §17.
 */
export type StageWay = 'json' | 'copy';

/** A column of the staged relation: the name the INSERT's SELECT reads (and the key of each row object) and its type. */
export type StagedColumn = readonly [name: string, type: string];

export type Stage = {
  /** The temporary table's name: one per kind of row, so two kinds may be staged in one transaction. */
  table: string;
  /** The name the SELECT reads the rows by (`from <source>` gives `<alias>`). */
  alias: string;
  columns: readonly StagedColumn[];
  /** Rows per JSON parameter: a few megabytes of text per statement. */
  jsonChunk: number;
};

/** COPY text written per stream chunk: big enough that the stream's per-chunk cost disappears, small enough to stay flat in memory. */
const copyChunkChars = 256 * 1024;

/**
 * The node-postgres client a transaction runs on, or null on PGlite. drizzle's node-postgres transaction keeps the
 * pool client it checked out as its session's `client`; the COPY must run there, inside the transaction, not on
 * another pooled connection.
 */
export function postgresClientOf(tx: Tx): pg.ClientBase | null {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  return client instanceof pg.Client ? client : null;
}

/** COPY on a PostgreSQL server, JSON elsewhere. */
export const defaultStageWay = (tx: Tx): StageWay => (postgresClientOf(tx) ? 'copy' : 'json');

const jsonTypes = new Set(['json', 'jsonb']);

const copyEscapes: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const escaped = (text: string) => (/[\\\t\n\r]/.test(text) ? text.replace(/[\\\t\n\r]/g, (character) => copyEscapes[character] ?? character) : text);

/** Writes one value of a column in COPY's text format; chosen once per column, not per value. */
type CopyEncoder = (value: unknown) => string;

const copyNull = '\\N';
/** JSON's null (a non-finite number becomes one) is NULL, as json_to_recordset reads it. */
const encodeJson: CopyEncoder = (value) => {
  const json = value === undefined ? undefined : JSON.stringify(value);
  return json === undefined || json === 'null' ? copyNull : escaped(json);
};
/** A number as JSON would carry it (its shortest JavaScript text); one JSON cannot hold is NULL, as JSON.stringify makes it null. */
const encodeNumber = (value: number) => (Number.isFinite(value) ? String(value) : copyNull);
const encodeScalar: CopyEncoder = (value) => {
  if (value === null || value === undefined) return copyNull;
  if (typeof value === 'string') return escaped(value);
  if (typeof value === 'number') return encodeNumber(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return escaped(JSON.stringify(value));
};
/**
 * Number columns are nearly all the import's values (a schedule row is 14 columns, 11 of them numbers; 17 million
 * values for 10 000 agreements), so their usual case is answered first, without the general one's checks.
 */
const encodeNumeric: CopyEncoder = (value) => (typeof value === 'number' ? encodeNumber(value) : encodeScalar(value));

const copyEncoderOf = (type: string): CopyEncoder => (jsonTypes.has(type) ? encodeJson : /^(numeric|int|integer|smallint|bigint|float8|real)$/.test(type) ? encodeNumeric : encodeScalar);

/**
 * One value of a column of `type` in COPY's text format, written as JSON would carry it to json_to_recordset (so
 * both ways store the same): numbers as JavaScript writes them (a JSON number's text), a number that JSON cannot
 * hold as null, a json or jsonb column's value as its JSON text (a string too). Backslash, tab, newline and carriage
 * return are escaped: any text arrives as it was, and `\N` or `\.` inside a value are only characters.
 */
export function copyTextValue(value: unknown, type: string): string {
  return copyEncoderOf(type)(value);
}

/** Rows as COPY text, a chunk of about copyChunkChars at a time, encoded as they are read. */
function* copyTextChunks(columns: readonly StagedColumn[], rows: Iterable<object>): Generator<string> {
  const names = columns.map(([name]) => name);
  const encoders = columns.map(([, type]) => copyEncoderOf(type));
  const last = columns.length - 1;
  let chunk = '';
  for (const row of rows) {
    const values = row as Record<string, unknown>;
    let line = '';
    for (let index = 0; index < last; index++) line += (encoders[index] as CopyEncoder)(values[names[index] as string]) + '\t';
    line += (encoders[last] as CopyEncoder)(values[names[last] as string]) + '\n';
    chunk += line;
    if (chunk.length >= copyChunkChars) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk.length > 0) yield chunk;
}

const columnList = (columns: readonly StagedColumn[]) => sql.raw(columns.map(([name, type]) => `"${name}" ${type}`).join(', '));

/**
 * Streams rows into the stage's temporary table on the transaction's own client: created by the first stage of the
 * transaction, emptied before each. Rows are encoded as they are read from `rows` and never held all at once.
 */
async function copyIntoStage(tx: Tx, client: pg.ClientBase, stage: Stage, rows: Iterable<object>): Promise<number> {
  const table = sql.identifier(stage.table);
  // ON COMMIT DROP: nothing outlives the transaction on a pooled connection, whether it commits or rolls back.
  await tx.execute(sql`create temporary table if not exists ${table} (${columnList(stage.columns)}) on commit drop`);
  await tx.execute(sql`truncate ${table}`);
  const names = stage.columns.map(([name]) => `"${name}"`).join(', ');
  const copy = client.query(copyFrom(`copy pg_temp."${stage.table}" (${names}) from stdin`));
  await pipeline(Readable.from(copyTextChunks(stage.columns, rows), { objectMode: false }), copy);
  return copy.rowCount;
}

/**
 * Runs `insert(source)` for the rows, where `source` is an SQL fragment to put after FROM: the rows as the relation
 * `stage.alias` with `stage.columns`. By COPY, one stage and one INSERT for all of them; by JSON, one INSERT per
 * `stage.jsonChunk` rows. Inside the caller's transaction: a failure anywhere (a value the column refuses, the
 * policy, a key) fails the transaction, and the caller's rollback undoes every row.
 */
export async function insertStaged(
  tx: Tx,
  stage: Stage,
  rows: Iterable<object>,
  insert: (source: SQL) => Promise<unknown>,
  way: StageWay = defaultStageWay(tx),
): Promise<void> {
  if (way === 'copy') {
    const client = postgresClientOf(tx);
    if (!client) throw new Error('COPY needs a PostgreSQL server');
    const copied = await copyIntoStage(tx, client, stage, rows);
    if (copied > 0) await insert(sql`${sql.identifier(stage.table)} as ${sql.identifier(stage.alias)}`);
    return;
  }
  let chunk: object[] = [];
  const flush = async () => {
    if (chunk.length === 0) return;
    const json = JSON.stringify(chunk);
    chunk = [];
    await insert(sql`json_to_recordset(${json}::json) as ${sql.identifier(stage.alias)}(${columnList(stage.columns)})`);
  };
  for (const row of rows) {
    chunk.push(row);
    if (chunk.length >= stage.jsonChunk) await flush();
  }
  await flush();
}

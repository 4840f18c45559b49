/**
 * The SQL of the activity kept in PostgreSQL: a table of the items, numbered
 * by the database, and a side table naming every token of each (a batch's
 * ids past the hundred its item lists included), with the indexes the reads
 * walk newest first. Ids are consecutive and commit in their order, as the
 * live feed's: each insert takes a transaction-level advisory lock first, so
 * the next reads the previous one's id only once it has committed — a
 * client's `after=<id>` read never misses an item committed later with a
 * lower id.
 */
import { checkedTableName } from '../webhooks/postgresSql.js'

/** The table's name when none is given; the side table of its tokens adds `_tokens`. */
export const DEFAULT_ACTIVITY_TABLE = 'platform_kit_activity'

/**
 * The table's and its token table's names, quoted, and the bare name (for
 * its indexes); a `TypeError` for a name that is not a lowercase identifier.
 *
 * @example
 * ```ts
 * activityTableNames('app.activity') // { quoted: '"app"."activity"', bare: 'activity', tokens: '"app"."activity_tokens"' }
 * ```
 */
export function activityTableNames(table: string) {
  const { quoted, bare } = checkedTableName(table, 'createPostgresActivityStore')
  const schema = quoted.includes('.') ? `${quoted.slice(0, quoted.lastIndexOf('.'))}.` : ''
  return { quoted, bare, tokens: `${schema}"${bare}_tokens"` }
}

/**
 * The DDL of the activity's tables (idempotent: `IF NOT EXISTS`). A row per
 * item: `id` its id, `uid` the indexer's (one row each), the columns the
 * reads filter on, `item` its public facts (JSON) and `stored_at` when it
 * was stored (retention by age), and `request_key` a listing's or an offer's
 * market request (network, market, id) that a later sale or cancel names. Its
 * token table holds a row per token id the item names, removed with it.
 * Indexes: a collection's items newest first, and by `from` and by `to`
 * within a collection; a token's items newest first; the requests by key.
 *
 * @example
 * ```ts
 * console.log(postgresActivityTableSql()) // paste into a migration
 * ```
 */
export function postgresActivityTableSql(table: string = DEFAULT_ACTIVITY_TABLE): string {
  const { quoted, bare, tokens } = activityTableNames(table)
  return `CREATE TABLE IF NOT EXISTS ${quoted} (
  id bigint PRIMARY KEY,
  uid text NOT NULL UNIQUE,
  chain_id bigint NOT NULL,
  collection text NOT NULL,
  kind text NOT NULL,
  from_address text,
  to_address text,
  item jsonb NOT NULL,
  stored_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
ALTER TABLE ${quoted} ADD COLUMN IF NOT EXISTS request_key text;
CREATE INDEX IF NOT EXISTS "${bare}_coll" ON ${quoted} (chain_id, collection, id);
CREATE INDEX IF NOT EXISTS "${bare}_request" ON ${quoted} (request_key) WHERE request_key IS NOT NULL;
CREATE INDEX IF NOT EXISTS "${bare}_from" ON ${quoted} (chain_id, collection, from_address, id);
CREATE INDEX IF NOT EXISTS "${bare}_to" ON ${quoted} (chain_id, collection, to_address, id);
CREATE TABLE IF NOT EXISTS ${tokens} (
  chain_id bigint NOT NULL,
  collection text NOT NULL,
  token_id text NOT NULL,
  item_id bigint NOT NULL REFERENCES ${quoted} (id) ON DELETE CASCADE,
  PRIMARY KEY (chain_id, collection, token_id, item_id)
);
CREATE INDEX IF NOT EXISTS "${bare}_tokens_item" ON ${tokens} (item_id);
`
}

/** Which read: of a collection or of a token, by account or not. */
export interface ActivityReadShape {
  readonly token: boolean
  readonly account: boolean
}

/**
 * The statements on one table; parameters are noted by each. Every read takes
 * the same eight: ($1 chain id, $2 collection, $3 kinds text[] or null,
 * $4 below this id, $5 above this id, $6 limit, $7 token id, $8 account) and
 * answers `id` (text) and `item`, newest first.
 *
 * @example
 * ```ts
 * const sql = activityStatements('platform_kit_activity')
 * await pool.query(sql.read({ token: true, account: false }), [137, collection, null, MAX, 0, 51, '5', null])
 * ```
 */
export function activityStatements(table: string) {
  const { quoted, tokens } = activityTableNames(table)
  const kinds = (alias: string) => `($3::text[] IS NULL OR ${alias}kind = ANY($3::text[]))`
  const range = (column: string) => `${column} < $4::bigint AND ${column} > $5::bigint`
  const account = (alias: string) =>
    `($8::text IS NULL OR ${alias}from_address = $8::text OR ${alias}to_address = $8::text)`
  /** One column's newest ids of a collection: walks its index backwards. */
  const byColumn = (column: string) =>
    `(SELECT id FROM ${quoted} WHERE chain_id = $1 AND collection = $2 AND ${column} = $8::text
  AND ${kinds('')} AND ${range('id')} ORDER BY id DESC LIMIT $6)`
  return {
    /** ($1 the lock's key): held until the transaction ends; inserts wait for each other. */
    lock: 'SELECT pg_advisory_xact_lock(hashtext($1))',
    /**
     * ($1 uid, $2 chain id, $3 collection, $4 kind, $5 from, $6 to, $7 item
     * JSON, $8 token ids text[], $9 the first id when the table is empty,
     * $10 request key or null) → `id`, or no row when the uid is stored
     * already: the next id after the newest, under the lock, and a token row
     * per token id.
     */
    insert: `WITH item AS (
  INSERT INTO ${quoted} (id, uid, chain_id, collection, kind, from_address, to_address, item, request_key)
  SELECT COALESCE(MAX(id), $9::bigint - 1) + 1, $1, $2, $3, $4, $5, $6, $7::jsonb, $10 FROM ${quoted}
  ON CONFLICT (uid) DO NOTHING
  RETURNING id
), token AS (
  INSERT INTO ${tokens} (chain_id, collection, token_id, item_id)
  SELECT $2, $3, t, item.id FROM item, unnest($8::text[]) AS t
)
SELECT id::text AS id FROM item`,
    /** The read of `shape` (see above). */
    read(shape: ActivityReadShape): string {
      if (shape.token) {
        return `SELECT a.id::text AS id, a.item FROM ${tokens} k JOIN ${quoted} a ON a.id = k.item_id
WHERE k.chain_id = $1 AND k.collection = $2 AND k.token_id = $7::text AND ${range('k.item_id')}
  AND ${kinds('a.')} AND ${account('a.')}
ORDER BY k.item_id DESC LIMIT $6`
      }
      if (shape.account) {
        return `SELECT a.id::text AS id, a.item FROM ${quoted} a
WHERE a.id IN (SELECT id FROM (${byColumn('from_address')} UNION ${byColumn('to_address')}) u)
  AND $7::text IS NULL
ORDER BY a.id DESC LIMIT $6`
      }
      // Ordered by the column, a.id, not by the text the row answers: the index gives that order.
      return `SELECT a.id::text AS id, a.item FROM ${quoted} a
WHERE a.chain_id = $1 AND a.collection = $2 AND ${kinds('a.')} AND ${range('a.id')}
  AND $7::text IS NULL AND $8::text IS NULL
ORDER BY a.id DESC LIMIT $6`
    },
    /** ($1 request key) → the listing's or offer's `item` made with it, the newest if several. */
    request: `SELECT item FROM ${quoted} WHERE request_key = $1 ORDER BY id DESC LIMIT 1`,
    /**
     * ($1 how many to keep, $2 age in ms or null, $3 batch size) → deletes,
     * among the oldest `$3` items, those past the newest `$1` (ids are
     * consecutive) or stored longer ago than `$2`; their tokens go with them.
     */
    cleanup: `DELETE FROM ${quoted}
WHERE id IN (SELECT id FROM ${quoted} ORDER BY id LIMIT $3)
  AND (id <= (SELECT MAX(id) FROM ${quoted}) - $1::bigint
    OR stored_at < clock_timestamp() - $2::double precision * interval '1 millisecond')`,
  }
}

/**
 * The SQL of the PostgreSQL dedupe store: the table's name checked (it is the
 * only text that is not a bound parameter), its DDL, and the statements.
 * Times are `clock_timestamp()`, the database's clock, so that instances whose
 * clocks differ agree on when a lease or a retention ends.
 */

/** The table's name when none is given. */
export const DEFAULT_DEDUPE_TABLE = 'platform_kit_webhook_dedupe'

const PART = /^[a-z_][a-z0-9_]*$/

/**
 * A table's name, quoted (`"schema"."name"`), and its bare name; throws a
 * `TypeError` that names `caller` on anything else.
 */
export function checkedTableName(
  table: string,
  caller = 'createPostgresDedupeStore',
): { readonly quoted: string; readonly bare: string } {
  const parts = typeof table === 'string' ? table.split('.') : []
  const bare = parts.at(-1) ?? ''
  if (
    parts.length < 1 ||
    parts.length > 2 ||
    !parts.every((p) => PART.test(p) && p.length <= 63) ||
    bare.length > 50
  ) {
    throw new TypeError(
      `${caller}: table must be a name or schema.name of lowercase letters, digits and _ (the name at most 50 characters), not ${JSON.stringify(table)}`,
    )
  }
  return { quoted: parts.map((p) => `"${p}"`).join('.'), bare }
}

/**
 * The DDL of the store's table (idempotent: `IF NOT EXISTS`). A row per uid:
 * `pending` while an attempt holds it (`token` names the attempt, `expires_at`
 * ends its lease), `done` once processed (`expires_at` ends its retention).
 * The index on `expires_at` serves the clean-up.
 *
 * @example
 * ```ts
 * console.log(postgresDedupeTableSql()) // paste into a migration
 * console.log(postgresDedupeTableSql('webhooks.dedupe'))
 * ```
 */
export function postgresDedupeTableSql(table: string = DEFAULT_DEDUPE_TABLE): string {
  const { quoted, bare } = checkedTableName(table)
  return `CREATE TABLE IF NOT EXISTS ${quoted} (
  uid text PRIMARY KEY,
  state text NOT NULL CHECK (state IN ('pending', 'done')),
  token text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS "${bare}_expires_at" ON ${quoted} (expires_at);
`
}

/** `$n` milliseconds from now on the database's clock. */
const after = (n: number) =>
  `clock_timestamp() + $${n}::double precision * interval '1 millisecond'`

/** The statements on one table; parameters are noted by each. */
export function dedupeStatements(quoted: string) {
  return {
    /**
     * ($1 uid, $2 token, $3 lease ms) → one row, `outcome`: `claimed` when the
     * uid was new or its row expired (a dead attempt's lease, or a done uid's
     * retention); else `done` or `busy` from the row as it was. One statement:
     * the insert-or-take-over is atomic, concurrent claims of one uid wait for
     * each other on its row and only one wins. No row (the competing claim
     * committed after this statement's snapshot) is read as `busy`.
     */
    claim: `WITH claimed AS (
  INSERT INTO ${quoted} AS d (uid, state, token, expires_at)
  VALUES ($1, 'pending', $2, ${after(3)})
  ON CONFLICT (uid) DO UPDATE
    SET state = 'pending', token = excluded.token, expires_at = excluded.expires_at
    WHERE d.expires_at <= clock_timestamp()
  RETURNING 'claimed' AS outcome
)
SELECT outcome FROM claimed
UNION ALL
SELECT CASE WHEN state = 'done' THEN 'done' ELSE 'busy' END FROM ${quoted}
WHERE uid = $1 AND NOT EXISTS (SELECT 1 FROM claimed)`,
    /** ($1 uid, $2 token, $3 retention ms): done, whoever holds it — the event was processed. */
    complete: `INSERT INTO ${quoted} AS d (uid, state, token, expires_at)
VALUES ($1, 'done', $2, ${after(3)})
ON CONFLICT (uid) DO UPDATE
  SET state = 'done', token = excluded.token, expires_at = excluded.expires_at`,
    /** ($1 uid, $2 token, $3 retention ms): done only if this attempt's claim still holds (rowCount 1). */
    completeOwn: `UPDATE ${quoted} SET state = 'done', expires_at = ${after(3)}
WHERE uid = $1 AND token = $2 AND state = 'pending'`,
    /** ($1 uid, $2 token): this attempt's claim dropped, if it still holds. */
    release: `DELETE FROM ${quoted} WHERE uid = $1 AND token = $2 AND state = 'pending'`,
    /**
     * ($1 batch size): up to that many expired rows deleted. The outer
     * condition is checked again on a row taken over meanwhile, which stays.
     */
    cleanup: `DELETE FROM ${quoted}
WHERE uid IN (SELECT uid FROM ${quoted} WHERE expires_at <= clock_timestamp() LIMIT $1)
  AND expires_at <= clock_timestamp()`,
  }
}

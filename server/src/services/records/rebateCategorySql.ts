import { sql, type SQL } from 'drizzle-orm';
import { REBATE_CATEGORY_OF_GAME_TYPE } from '@common/betCategories';

/** The map as SQL literals (constants of our own, never input): a parameterised CASE could not be grouped by. */
const CASES = sql.raw(
  Object.entries(REBATE_CATEGORY_OF_GAME_TYPE)
    .map(([type, category]) => `when '${type}' then '${category}'`)
    .join(' '),
);

/** SQL: the rebate category of a bets.category column (null for a game type without one), from the one map. */
export function rebateCategorySql(column: SQL | unknown): SQL {
  return sql`(case upper(${column}) ${CASES} end)`;
}

// Ledger kinds grouped for the transaction record: the screen filters by group and shows a group's label for a kind it
// does not know yet. A kind belongs to a group when it is one of the group's stems or starts with "<stem>-".
import { sql, type SQL } from 'drizzle-orm';
import type { RecordTransaction } from '@common/generated/api';

export type KindGroup = RecordTransaction['group'];

const STEMS: [Exclude<KindGroup, 'other'>, string[]][] = [
  ['deposit', ['deposit']],
  ['withdrawal', ['withdrawal']],
  ['transfer', ['upline-transfer', 'transfer']],
  ['game', ['demo-spin', 'bet', 'game', 'feed-bet', 'vendor']],
  ['bonus', ['bonus', 'reward', 'rebate', 'promotion', 'mission', 'salary', 'dividend', 'agent']],
];

export function groupOfKind(kind: string): KindGroup {
  for (const [group, stems] of STEMS) if (stems.some((s) => kind === s || kind.startsWith(`${s}-`))) return group;
  return 'other';
}

const inStems = (column: SQL, stems: string[]) =>
  sql.join(
    stems.map((s) => sql`(${column} = ${s} or ${column} like ${`${s}-%`})`),
    sql` or `,
  );

/** SQL true for the kinds of a group (`other`: none of the named groups). */
export function kindGroupFilter(column: SQL, group: KindGroup): SQL {
  if (group === 'other')
    return sql`not (${inStems(
      column,
      STEMS.flatMap(([, s]) => s),
    )})`;
  return sql`(${inStems(column, STEMS.find(([g]) => g === group)![1])})`;
}

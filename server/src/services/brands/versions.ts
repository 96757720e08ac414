// A brand's versions, newest first, paged on the server (services/ops/paged.ts), and one version's configuration.
import { count, eq } from 'drizzle-orm';
import type {
  OpsBrandVersionReply,
  OpsBrandVersionRow,
  OpsBrandVersionsQuery,
  OpsBrandVersionsReply,
} from '@common/generated/api';
import type { OperatorPrincipal } from '../../api/access';
import type { AppContext } from '../../context';
import { brandVersions } from '../../db/schema';
import { fail } from '../../errors';
import { pagedList } from '../ops/paged';
import { brandState, usernames } from './rows';
import { versionRow, versionsOrder } from './store';

type VersionRow = typeof brandVersions.$inferSelect;

function rowView(row: VersionRow, liveId: number | undefined, names: Map<number, string>): OpsBrandVersionRow {
  return {
    version: row.version,
    source: row.source,
    note: row.note,
    createdBy: row.createdBy === null ? null : (names.get(row.createdBy) ?? null),
    createdAt: row.createdAt.getTime(),
    live: row.id === liveId,
  };
}

export async function versionsPage(
  ctx: AppContext,
  principal: OperatorPrincipal,
  brandId: string,
  q: OpsBrandVersionsQuery,
): Promise<OpsBrandVersionsReply> {
  const { live } = await brandState(ctx.db, principal, brandId);
  const where = eq(brandVersions.brandId, brandId);
  let names = new Map<number, string>();
  return pagedList(q, {
    count: async () => (await ctx.db.select({ n: count() }).from(brandVersions).where(where))[0]?.n ?? 0,
    rows: async (limit, offset) => {
      const rows = await ctx.db
        .select()
        .from(brandVersions)
        .where(where)
        .orderBy(versionsOrder)
        .limit(limit)
        .offset(offset);
      names = await usernames(
        ctx.db,
        rows.map((r) => r.createdBy),
      );
      return rows;
    },
    view: (row) => rowView(row, live?.versionId, names),
  });
}

export async function versionDetail(
  ctx: AppContext,
  principal: OperatorPrincipal,
  brandId: string,
  version: number,
): Promise<OpsBrandVersionReply> {
  const { live } = await brandState(ctx.db, principal, brandId);
  const row = await versionRow(ctx.db, brandId, version);
  if (!row) throw fail('ops.brand.version.unknown');
  const names = await usernames(ctx.db, [row.createdBy]);
  return { ...rowView(row, live?.versionId, names), config: row.config };
}

// The console's help-centre entries and the service and agreement pages: paged lists of the brands the operator may
// manage, and changes with one audit row each (contentChange.ts). Players read the same tables (helpCentre.ts,
// sitePages.ts), so a change shows on their next request.
import { and, asc, count, eq } from 'drizzle-orm';
import type {
  OpsHelpCreateBody,
  OpsHelpEntriesQuery,
  OpsHelpEntriesReply,
  OpsHelpEntry,
  OpsSitePage,
  OpsSitePageUpdateBody,
  OpsSitePageUpdateParams,
  OpsSitePagesQuery,
  OpsSitePagesReply,
} from '@common/generated/api';
import type { OperatorPrincipal } from '../../api/access';
import type { AppContext } from '../../context';
import { helpEntries, sitePages } from '../../db/schema';
import { fail, FAIL } from '../../errors';
import { inScope } from '../../ops/roles';
import type { Tx } from '../ledger';
import { auditedChange, cleanTexts, writableBrand } from './contentChange';
import { pagedList } from './paged';
import { brandCondition } from './scope';

type HelpRow = typeof helpEntries.$inferSelect;
type PageRow = typeof sitePages.$inferSelect;

const helpView = (r: HelpRow): OpsHelpEntry => ({ ...r });
const pageView = (r: PageRow): OpsSitePage => ({ ...r, name: r.name as OpsSitePage['name'] });

export function helpPage(ctx: AppContext, op: OperatorPrincipal, q: OpsHelpEntriesQuery): Promise<OpsHelpEntriesReply> {
  const where = brandCondition(op.scope, helpEntries.brandId, q.brandId);
  return pagedList(q, {
    count: async () => (await ctx.db.select({ n: count() }).from(helpEntries).where(where))[0]?.n ?? 0,
    rows: (limit, offset) =>
      ctx.db
        .select()
        .from(helpEntries)
        .where(where)
        .orderBy(asc(helpEntries.brandId), asc(helpEntries.sort), asc(helpEntries.id))
        .limit(limit)
        .offset(offset),
    view: helpView,
  });
}

async function helpRow(tx: Tx, op: OperatorPrincipal, id: number): Promise<HelpRow> {
  const [row] = await tx.select().from(helpEntries).where(eq(helpEntries.id, id)).for('update');
  if (!row) throw FAIL.notFound();
  if (!inScope(op.scope, row.brandId)) throw FAIL.noPermission();
  return row;
}

export function createHelp(ctx: AppContext, op: OperatorPrincipal, address: string, b: OpsHelpCreateBody) {
  const values = { brandId: writableBrand(ctx, op, b.brandId), sort: b.sort ?? 0, ...cleanTexts(b) };
  return auditedChange(ctx, op, address, 'help.create', async (tx) => {
    const [row] = await tx.insert(helpEntries).values(values).returning();
    const after = helpView(row!);
    return { brands: [row!.brandId], target: `help:${row!.id}`, before: null, after, result: after };
  });
}

export function updateHelp(ctx: AppContext, op: OperatorPrincipal, address: string, id: number, b: OpsHelpCreateBody) {
  const values = { brandId: writableBrand(ctx, op, b.brandId), sort: b.sort ?? 0, ...cleanTexts(b) };
  return auditedChange(ctx, op, address, 'help.update', async (tx) => {
    const old = await helpRow(tx, op, id);
    const [row] = await tx.update(helpEntries).set(values).where(eq(helpEntries.id, id)).returning();
    const after = helpView(row!);
    return { brands: [row!.brandId, old.brandId], target: `help:${id}`, before: helpView(old), after, result: after };
  });
}

export function deleteHelp(ctx: AppContext, op: OperatorPrincipal, address: string, id: number) {
  return auditedChange(ctx, op, address, 'help.delete', async (tx) => {
    const old = await helpRow(tx, op, id);
    await tx.delete(helpEntries).where(eq(helpEntries.id, id));
    return { brands: [old.brandId], target: `help:${id}`, before: helpView(old), after: null, result: null };
  });
}

export function sitePagesPage(
  ctx: AppContext,
  op: OperatorPrincipal,
  q: OpsSitePagesQuery,
): Promise<OpsSitePagesReply> {
  const where = brandCondition(op.scope, sitePages.brandId, q.brandId);
  return pagedList(q, {
    count: async () => (await ctx.db.select({ n: count() }).from(sitePages).where(where))[0]?.n ?? 0,
    rows: (limit, offset) =>
      ctx.db
        .select()
        .from(sitePages)
        .where(where)
        .orderBy(asc(sitePages.brandId), asc(sitePages.name))
        .limit(limit)
        .offset(offset),
    view: pageView,
  });
}

export function updateSitePage(
  ctx: AppContext,
  op: OperatorPrincipal,
  address: string,
  { brandId, name }: OpsSitePageUpdateParams,
  b: OpsSitePageUpdateBody,
): Promise<OpsSitePage> {
  writableBrand(ctx, op, brandId);
  const key = and(eq(sitePages.brandId, brandId), eq(sitePages.name, name));
  return auditedChange(ctx, op, address, 'page.update', async (tx) => {
    const [old] = await tx.select().from(sitePages).where(key).for('update');
    if (!old) throw fail('page.missing');
    const [row] = await tx.update(sitePages).set(cleanTexts(b)).where(key).returning();
    const after = pageView(row!);
    return { brands: [brandId], target: `page:${brandId}/${name}`, before: pageView(old), after, result: after };
  });
}

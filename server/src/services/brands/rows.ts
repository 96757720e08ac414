// Reading a brand's state for the console: its live version, its draft, and operators' names.
import { eq, inArray } from 'drizzle-orm';
import type { BrandConfig, OpsBrand, OpsBrandDraftConfig } from '@common/generated/api';
import type { OperatorPrincipal } from '../../api/access';
import type { Db } from '../../db/client';
import { brandDrafts, operators } from '../../db/schema';
import { FAIL, fail } from '../../errors';
import { inScope } from '../../ops/roles';
import type { Tx } from '../ledger';
import { hasVersions, liveRows, type LiveRow } from './store';

export interface DraftRow {
  brandId: string;
  config: OpsBrandDraftConfig;
  baseVersion: number | null;
  updatedBy: number | null;
  updatedAt: Date;
}

export async function draftOf(db: Db | Tx, brandId: string): Promise<DraftRow | undefined> {
  const [row] = await db.select().from(brandDrafts).where(eq(brandDrafts.brandId, brandId));
  return row && { ...row, config: row.config as OpsBrandDraftConfig };
}

/** Operator id → user name, for the ids given. */
export async function usernames(db: Db | Tx, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: operators.id, username: operators.username })
    .from(operators)
    .where(inArray(operators.id, wanted));
  return new Map(rows.map((r) => [r.id, r.username]));
}

export interface BrandState {
  live: LiveRow | undefined;
  draft: DraftRow | undefined;
}

/**
 * The brand's live version and draft, for an operator whose permission covers it: 403 outside the scope (before
 * anything is read, so the answer says nothing of other brands), `ops.brand.unknown` when it has neither.
 */
export async function brandState(db: Db | Tx, principal: OperatorPrincipal, brandId: string): Promise<BrandState> {
  if (!inScope(principal.scope, brandId)) throw FAIL.noPermission();
  const [[live], draft] = await Promise.all([liveRows(db, brandId), draftOf(db, brandId)]);
  if (!live && !draft && !(await hasVersions(db, brandId))) throw fail('ops.brand.unknown');
  return { live, draft };
}

/** The console's view of a brand. */
export async function brandView(db: Db | Tx, brandId: string, { live, draft }: BrandState): Promise<OpsBrand> {
  const names = await usernames(db, [live?.createdBy ?? null, draft?.updatedBy ?? null]);
  const nameOf = (id: number | null | undefined) => (id == null ? null : (names.get(id) ?? null));
  return {
    id: brandId,
    live: live
      ? {
          version: live.version,
          config: live.config,
          publishedAt: live.publishedAt.getTime(),
          publishedBy: nameOf(live.createdBy),
        }
      : null,
    draft: draft
      ? {
          config: draft.config,
          baseVersion: draft.baseVersion,
          updatedAt: draft.updatedAt.getTime(),
          updatedBy: nameOf(draft.updatedBy),
        }
      : null,
  };
}

/** A draft's brand file fields, read defensively (a draft may be mid-edit). */
export function draftIdentity(config: OpsBrandDraftConfig): { name: string; domains: string[] } {
  const brand = config.brand as Partial<BrandConfig['brand']>;
  const name = typeof brand.brand?.name === 'string' ? brand.brand.name : '';
  const domains = Array.isArray(brand.domains) ? brand.domains.filter((d) => typeof d === 'string') : [];
  return { name, domains };
}

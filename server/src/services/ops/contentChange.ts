// What every console content change shares: the brand check, the sanitised HTML, the audit row written in the
// change's transaction, and, once committed, the word to the caches (this process's and, through NOTIFY, the other
// instances') that the brand's content changed.
import type { OperatorPrincipal } from '../../api/access';
import type { AppContext } from '../../context';
import { FAIL } from '../../errors';
import { inScope } from '../../ops/roles';
import type { Tx } from '../ledger';
import { safeHtml } from '../promotions/safeHtml';
import { writeAudit } from './audit';

/** A brand the operator may change, and one the server knows (an owner could name any). */
export function writableBrand(ctx: AppContext, op: OperatorPrincipal, brandId: string): string {
  if (!inScope(op.scope, brandId)) throw FAIL.noPermission();
  if (!ctx.brands.has(brandId)) throw FAIL.fieldInvalid('brandId', 'unknown');
  return brandId;
}

/** The four texts of a bilingual entry, the HTML reduced to the players' allow-list (the client sanitises again). */
export const cleanTexts = <T extends { titleEn: string; titleTy: string; contentEn: string; contentTy: string }>(
  t: T,
) => ({
  titleEn: t.titleEn.trim(),
  titleTy: t.titleTy.trim(),
  contentEn: safeHtml(t.contentEn),
  contentTy: safeHtml(t.contentTy),
});

export interface Changed<T> {
  /** The brands whose content changed (an entry moved between brands changes both). */
  brands: string[];
  target: string;
  before: object | null;
  after: object | null;
  result: T;
}

/** Runs one change and its audit row in one transaction, then tells the caches. */
export async function auditedChange<T>(
  ctx: AppContext,
  op: OperatorPrincipal,
  address: string,
  action: string,
  work: (tx: Tx) => Promise<Changed<T>>,
): Promise<T> {
  const done = await ctx.db.transaction(async (tx) => {
    const changed = await work(tx);
    await writeAudit(tx, ctx.clock(), {
      operatorId: op.operator.id,
      action,
      brandId: changed.brands[0] ?? null,
      target: changed.target,
      before: changed.before,
      after: changed.after,
      address,
    });
    return changed;
  });
  for (const brandId of new Set(done.brands)) ctx.content.changed(brandId);
  return done.result;
}

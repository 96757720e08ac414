// What the console's lists share: a permission's brand scope as a query condition, time windows and page counts.
import { and, eq, gte, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { FAIL } from '../../errors';
import { inScope, type BrandScope } from '../../ops/roles';

/**
 * The rows a scope may see: the named brand (403 outside the scope), or every brand of the scope. A row of no brand
 * (NULL) is seen only by a scope of every brand.
 */
export function brandCondition(scope: BrandScope, column: AnyPgColumn, brandId: string | undefined) {
  if (brandId !== undefined) {
    if (!inScope(scope, brandId)) throw FAIL.noPermission();
    return eq(column, brandId);
  }
  if (scope.all) return undefined;
  return and(isNotNull(column), inArray(column, scope.brands));
}

/** `from` included, `to` excluded (epoch ms). */
export function timeWindow(column: AnyPgColumn, from?: number, to?: number): SQL | undefined {
  return and(
    from !== undefined ? gte(column, new Date(from)) : undefined,
    to !== undefined ? lt(column, new Date(to)) : undefined,
  );
}

export interface Paging {
  pageNo?: number;
  pageSize?: number;
}

/** Page number, size and row offset, with the contract's defaults. */
export function pageOf(q: Paging) {
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? 20;
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

export const pagesOf = (total: number, pageSize: number) => Math.ceil(total / pageSize);

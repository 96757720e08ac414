import type { BrandProblem } from '@common/generated/api';
import { ApiError } from '../../api/envelope';

/** The problems a refused publish or rollback carries (`ops.brand.checks.failed`, value `{ problems }`). */
export function refusedProblems(error: unknown): BrandProblem[] | undefined {
  if (!(error instanceof ApiError) || error.code !== 'ops.brand.checks.failed') return undefined;
  const problems = (error.value as { problems?: unknown } | undefined)?.problems;
  return Array.isArray(problems) ? (problems as BrandProblem[]) : [];
}

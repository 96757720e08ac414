import { useDeferredValue, useMemo } from 'react';
import { checkBrandConfig } from '@common/brandStudio/checkBrandConfig';
import { diffConfigs } from '@common/brandStudio/diff';
import type { BrandDiffEntry, BrandProblem, OpsBrandRow } from '@common/generated/api';
import type { BrandConfig } from '../../config/generated/types';
import { useRemoteData } from '../../api/useRemoteData';
import { opsCall } from '../api';

export interface LocalReview {
  problems: BrandProblem[];
  diff: BrandDiffEntry[];
}

/** The domains of every other brand, as the domains check wants them. */
const othersDomains = (rows: readonly OpsBrandRow[], brandId: string) =>
  Object.fromEntries(rows.filter((row) => row.id !== brandId).map((row) => [row.id, row.domains]));

/**
 * The publish checks and the diff run in the browser on the working configuration (common/brandStudio, the same
 * functions the server runs), so the form shows a problem as it is made, before any save. They run on a deferred copy
 * of the configuration: a keystroke in the form renders first, and the checks catch up when the typing pauses.
 */
export function useLocalReview(
  brandId: string,
  config: BrandConfig | undefined,
  live: BrandConfig | undefined,
): LocalReview | undefined {
  const brands = useRemoteData(() => opsCall('opsBrands'), []);
  const rows = brands.data?.items;
  const deferred = useDeferredValue(config);
  return useMemo(() => {
    if (!deferred) return undefined;
    return {
      problems: checkBrandConfig(deferred, { otherBrandsDomains: othersDomains(rows ?? [], brandId) }),
      diff: diffConfigs(live ?? {}, deferred),
    };
  }, [brandId, deferred, live, rows]);
}

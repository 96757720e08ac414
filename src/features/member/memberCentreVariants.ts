import { lazy } from 'react';
import type { VariantId } from '../../registry/variants';

/** Member centre screen per variant id; each a separate chunk. */
export const memberCentreVariants: Record<VariantId, ReturnType<typeof lazy>> = {
  base: lazy(() => import('./MemberCentreBase')),
  new: lazy(() => import('./MemberCentreNew')),
};

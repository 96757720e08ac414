import { lazy } from 'react';
import type { VariantId } from '../../registry/variants';

/** Deposit detail screen per variant id; each a separate chunk. */
export const depositDetailVariants: Record<VariantId, ReturnType<typeof lazy>> = {
  base: lazy(() => import('./DepositDetailBase')),
  new: lazy(() => import('./DepositDetailNew')),
};

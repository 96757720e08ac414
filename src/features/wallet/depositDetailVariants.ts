import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { VariantId } from '../../registry/variants';
import type { DepositDetailProps } from './depositChannels';

/** Deposit detail screen per variant id (dep_func through the variant registry); each a separate chunk. */
export const depositDetailVariants: Record<VariantId, LazyExoticComponent<ComponentType<DepositDetailProps>>> = {
  base: lazy(() => import('./DepositDetailBase')),
  new: lazy(() => import('./DepositDetailNew')),
};

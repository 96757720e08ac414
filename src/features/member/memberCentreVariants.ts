import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { VariantId } from '../../registry/variants';
import type { MemberCentreModel } from './useMemberCentre';

type VariantScreen = LazyExoticComponent<ComponentType<{ model: MemberCentreModel }>>;

/** Member centre layout per variant id; each a separate chunk. */
export const memberCentreVariants: Record<VariantId, VariantScreen> = {
  base: lazy(() => import('./MemberCentreBase')),
  new: lazy(() => import('./MemberCentreNew')),
};

import { createContext, useContext } from 'react';
import type { OpsMe } from '@common/generated/api';

/**
 * What the signed-in operator may do, from GET /ops/api/me. The console hides what an operator cannot do; the server
 * refuses it regardless, so these checks are for the screen, never for safety.
 */
export interface OpsAccess {
  me: OpsMe;
  /** Holds the permission for this brand, or (without a brand) for at least one brand. */
  can(permission: string, brandId?: string): boolean;
  /** The brands the permission covers: 'all', or the listed ones. */
  brandsFor(permission: string): 'all' | string[];
  signOut(): void;
}

export function accessOf(me: OpsMe, signOut: () => void = () => undefined): OpsAccess {
  const entry = (permission: string) => me.permissions.find((p) => p.permission === permission);
  return {
    me,
    can(permission, brandId) {
      const held = entry(permission);
      if (!held) return false;
      if (held.allBrands) return true;
      return brandId === undefined ? held.brands.length > 0 : held.brands.includes(brandId);
    },
    brandsFor(permission) {
      const held = entry(permission);
      if (!held) return [];
      return held.allBrands ? 'all' : held.brands;
    },
    signOut,
  };
}

export const OpsAccessContext = createContext<OpsAccess | undefined>(undefined);

/** The signed-in operator's access; screens are only rendered inside the signed-in shell. */
export function useOpsAccess(): OpsAccess {
  const access = useContext(OpsAccessContext);
  if (!access) throw new Error('useOpsAccess outside the signed-in console');
  return access;
}

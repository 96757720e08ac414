import { createRegistry, type RegistryItem } from './createRegistry';

/** A screen variant chosen by a number in mobileTemplate. */
export interface ScreenVariant extends RegistryItem {
  id: 'base' | 'new';
  /** The mobileTemplate values that select this variant. */
  serverValues: readonly number[];
}

const variants: readonly ScreenVariant[] = [
  { id: 'base', serverValues: [0] },
  { id: 'new', serverValues: [1] },
];

/** Member centre (mem_cen) and deposit detail (dep_func) share the base/new scheme of SPEC §2. */
export const screenVariantRegistry = createRegistry<ScreenVariant>(() => variants);

export type VariantId = ScreenVariant['id'];
export type VariantScreen = 'memberCentre' | 'depositDetail';

/** The variant for a server value; an unknown value falls back to base with a warning. */
export function resolveVariant(screen: VariantScreen, serverValue: number, warn = console.warn): VariantId {
  const match = screenVariantRegistry.list().find((v) => v.serverValues.includes(serverValue));
  if (match) return match.id;
  warn(`[variants] ${screen}: unknown template value ${serverValue}; using base`);
  return 'base';
}

import type { SiteSettings } from '../../config/types';
import { flagRegistry, type FlagId } from '../../registry/flags';
import type { VariantId } from '../../registry/variants';

/** A deep-partial settings document, merged into a brand's draft settings (the QA drawer, the QA permutations). */
export type SettingsPatch = Record<string, unknown>;

/** The part of the settings that holds one flag, with the flag set to `on` (the registry says where it lives). */
export function flagPatch(id: FlagId, on: boolean): SettingsPatch {
  const source = flagRegistry.get(id).source;
  switch (source.kind) {
    case 'whiteLabel':
      return { whiteLabel: { [source.key]: on } };
    case 'promotion':
      return { promotions: { [source.key]: { enabled: on } } };
    case 'vipBenefit':
      return { vipBenefit: { enabled: on } };
    case 'agentMenu':
      return { agentMenu: { [source.key]: on } };
    case 'passwordChangeVerification':
      return { passwordChangeVerification: on };
  }
}

/** mobileTemplate keys of the screen variants (SPEC §2) and the server value of each variant. */
export const variantKeys = { memberCentre: 'mem_cen', depositDetail: 'dep_func' } as const;
export const variantValues: Record<VariantId, number> = { base: 0, new: 1 };

export function variantPatch(screen: keyof typeof variantKeys, variant: VariantId): SettingsPatch {
  return { mobileTemplate: { [variantKeys[screen]]: variantValues[variant] } };
}

/** Merges patches (objects deep, the rest replaced) into one document. */
export function mergePatches(...patches: SettingsPatch[]): SettingsPatch {
  const out: SettingsPatch = {};
  for (const patch of patches) mergeInto(out, patch);
  return out;
}

function mergeInto(target: Record<string, unknown>, patch: Record<string, unknown>) {
  for (const [key, value] of Object.entries(patch)) {
    const current = target[key];
    if (isObject(value) && isObject(current)) mergeInto(current, value);
    else target[key] = isObject(value) ? mergeInto({}, value) : value;
  }
  return target;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps the type honest: a whiteLabel flag key is a key of the settings. */
export type WhiteLabelKey = keyof SiteSettings['whiteLabel'];

// Flag values read from a configuration that may be mid-edit: a flag is on only where its stored value says so,
// and its JSON pointer names the field to change (the registry's FlagSource, as a path into the BrandConfig).
import { flagRegistry, type FlagId, type FlagSource } from '../../src/registry/flags';
import { at } from './problem';

/** The settings keys under /brand/settings that hold a flag's value. */
function keysOf(source: FlagSource): string[] {
  switch (source.kind) {
    case 'whiteLabel':
      return ['whiteLabel', source.key];
    case 'promotion':
      return ['promotions', source.key, 'enabled'];
    case 'vipBenefit':
      return ['vipBenefit', 'enabled'];
    case 'agentMenu':
      return ['agentMenu', source.key];
    case 'passwordChangeVerification':
      return ['passwordChangeVerification'];
  }
}

/** Where a flag lives in a BrandConfig, as a JSON pointer. */
export const flagPointer = (flag: FlagId): string =>
  `/brand/settings/${keysOf(flagRegistry.get(flag).source).join('/')}`;

/** Whether a flag is on in a configuration (a missing or non-boolean value is off). */
export function isFlagOn(config: unknown, flag: FlagId): boolean {
  return at(config, 'brand', 'settings', ...keysOf(flagRegistry.get(flag).source)) === true;
}

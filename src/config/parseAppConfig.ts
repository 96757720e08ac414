import { validateBrandMeta, validateSettings } from './generated/clientValidators';
import type { AppConfig } from './types';
import { validateWithFallback, type ConfigProblem } from './validateWithFallback';

/** Validates the server's brand and settings, repairing each failing part from `defaults`. */
export function parseAppConfig(raw: { brand?: unknown; settings?: unknown }, defaults: AppConfig) {
  const brand = validateWithFallback('brand', validateBrandMeta, raw.brand, defaults.brand);
  const settings = validateWithFallback('settings', validateSettings, raw.settings, defaults.settings);
  const config: AppConfig = { brand: brand.value, settings: settings.value };
  const problems: ConfigProblem[] = [...brand.problems, ...settings.problems];
  return { config, problems };
}

// Configuration types, all generated from schemas/ (see scripts/gen-config.mjs).
export type {
  AgentMenuSettings,
  BrandFile,
  BrandMeta,
  CustomerServiceLink,
  DownloadResource,
  MobileTemplate,
  RegisterField,
  RegisterSettings,
  SiteSettings,
  ThemeTokens,
  WhiteLabelFlags,
} from './generated/types';
import type { BrandMeta, SiteSettings } from './generated/types';

/** Everything the RootStore is built from. */
export interface AppConfig {
  brand: BrandMeta;
  settings: SiteSettings;
}

/** Recursively optional, for partial overrides such as brand theme tokens. */
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

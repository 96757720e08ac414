import type { AppConfig } from '../config/types';
import type { FlagId } from '../registry/flags';
import { MenuStore } from './MenuStore';
import { SessionStore, type MemberInfo, type SessionInfo } from './SessionStore';
import { SettingsStore } from './SettingsStore';
import { UiStore } from './UiStore';

export interface RootStoreOptions {
  flagOverrides?: Partial<Record<FlagId, boolean>>;
  session?: SessionInfo;
  member?: MemberInfo;
  language?: string;
}

/** Owns the small stores; built once at start-up from validated configuration. */
export class RootStore {
  readonly settings: SettingsStore;
  readonly session: SessionStore;
  readonly ui: UiStore;
  readonly menus: MenuStore;

  constructor(config: AppConfig, options: RootStoreOptions = {}) {
    this.settings = new SettingsStore(config, options.flagOverrides);
    this.session = new SessionStore(options.session, options.member);
    this.ui = new UiStore(options.language ?? config.brand.defaultLanguage);
    this.menus = new MenuStore(this.settings, this.session);
  }
}

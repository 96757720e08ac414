import { reaction } from 'mobx';
import { InitialReplies } from '../api/initialReplies';
import type { AppConfig } from '../config/types';
import type { FlagId } from '../registry/flags';
import { FavouritesStore } from './FavouritesStore';
import { FeedbackStore } from './FeedbackStore';
import { InboxStore } from './InboxStore';
import { MenuStore } from './MenuStore';
import { storeSession } from './sessionPersistence';
import { SessionStore, type MemberInfo, type SessionInfo } from './SessionStore';
import { SettingsStore } from './SettingsStore';
import { UiStore } from './UiStore';
import { WalletStore } from './WalletStore';

export interface RootStoreOptions {
  flagOverrides?: Partial<Record<FlagId, boolean>>;
  session?: SessionInfo;
  member?: MemberInfo;
  language?: string;
  logoUrl?: string;
  /** Keep the session in browser storage (the app); off for tests and Storybook. */
  persist?: boolean;
  loadBalance?: () => Promise<number>;
  /** The request's user agent, for a render on the server. */
  userAgent?: string;
  /** Replies the server rendered the first screen with (src/api/initialReplies.ts). */
  initialReplies?: Record<string, unknown>;
}

/** Owns the small stores; built once at start-up from validated configuration. */
export class RootStore {
  readonly settings: SettingsStore;
  readonly session: SessionStore;
  readonly ui: UiStore;
  readonly menus: MenuStore;
  readonly wallet: WalletStore;
  readonly inbox: InboxStore;
  readonly feedback = new FeedbackStore();
  readonly favourites = new FavouritesStore();
  readonly initialReplies: InitialReplies;

  constructor(config: AppConfig, options: RootStoreOptions = {}) {
    this.settings = new SettingsStore(config, options.flagOverrides, options.logoUrl);
    this.session = new SessionStore(options.session, options.member);
    this.ui = new UiStore(options.language ?? config.brand.defaultLanguage, options.userAgent);
    this.initialReplies = new InitialReplies(options.initialReplies);
    this.menus = new MenuStore(this.settings, this.session);
    this.wallet = new WalletStore(this.session, options.loadBalance);
    this.inbox = new InboxStore(this.session);
    if (options.persist)
      reaction(
        () => this.session.session,
        (session) => storeSession(session),
      );
  }
}

import { connectClient } from '../api/client';
import { fetchMemberInfo } from '../api/memberApi';
import { loadAppConfig } from '../config/loadAppConfig';
import { createI18n } from '../i18n/i18n';
import { readStored, STORAGE_KEYS } from '../stores/localFlags';
import { RootStore } from '../stores/RootStore';
import { loadStoredSession } from '../stores/sessionPersistence';
import { createTheme } from '../theme/createTheme';

/** Everything the running app needs, built once at start-up. */
export async function bootstrap() {
  const { config, tokens, logoUrl } = await loadAppConfig();
  const storedLanguage = readStored<string>(STORAGE_KEYS.language);
  const language =
    storedLanguage && config.brand.languages.includes(storedLanguage as 'EN') ? storedLanguage : undefined;
  const store = new RootStore(config, { session: loadStoredSession(), logoUrl, language, persist: true });
  connectClient(
    () => store.session.session?.token,
    () => store.ui.language,
  );
  const theme = createTheme(config.brand.id, tokens);
  const i18n = createI18n(store.ui.language);
  document.documentElement.lang = store.ui.language === 'TY' ? 'fil' : 'en';
  // The browser's toolbar takes the brand's header colour.
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.colors.headerBg);
  if (store.session.loggedIn) void refreshMember(store);
  return { store, theme, i18n };
}

/** Loads member info and balance for a restored session; a refused token signs the player out locally. */
async function refreshMember(store: RootStore) {
  try {
    store.session.setMember(await fetchMemberInfo());
    await store.wallet.refresh();
  } catch (error) {
    if ((error as { status?: number }).status === 401) store.session.signOut();
  }
}

export type Booted = Awaited<ReturnType<typeof bootstrap>>;

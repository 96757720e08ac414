import { runInAction } from 'mobx';
import { connectClient, onSessionEnded } from '../api/client';
import { callApi } from '../api/callApi';
import { pagePreview } from '../api/previewToken';
import { readBootData, type ReadBootData } from '../config/bootData';
import { languageCookie, startLanguage } from '@common/ssrContract';
import { loadAppConfig } from '../config/loadAppConfig';
import { createI18nInstance } from '../i18n/i18nInstance';
import { loadCatalogue } from '../i18n/loadCatalogue';
import { readStored, STORAGE_KEYS } from '../stores/localFlags';
import { RootStore } from '../stores/RootStore';
import { loadStoredSession } from '../stores/sessionPersistence';
import { createTheme } from '../theme/createTheme';

/** The server starts the next page in the player's language (common/ssrContract.ts). */
function rememberLanguageForServer(language: string) {
  document.cookie = languageCookie(language, location.protocol === 'https:');
}

/**
 * Everything the running app needs, built once at start-up: from the page's data block when the server wrote one,
 * else fetched (src/config/loadAppConfig.ts).
 *
 * With `hydrate` (the server rendered the first screen into the page), the app starts exactly as the server rendered
 * it: in the page's language, without the stored session, with the replies the server rendered; `applyStoredState`
 * then brings in the player's stored session and language once the markup is hydrated (docs/architecture.md,
 * "Start-up"). Screens that read storage or the browser do so after they mount, so server and client agree.
 */
export async function bootstrap(boot: ReadBootData = readBootData(), { hydrate = false } = {}) {
  // A console preview frame (docs/brand-studio.md, "Preview") shows the language its URL names and neither reads nor
  // stores the browser's session or language: frames side by side on the console's origin must not share them. A
  // preview opened as a page of its own (QA, journeys) is one player's page: it starts with the stored session.
  const preview = pagePreview();
  const framed = !!preview && window.self !== window.top;
  const storedLanguage = preview ? preview.language : readStored<string>(STORAGE_KEYS.language);
  const pageLanguage = hydrate ? boot.data?.language : storedLanguage;
  const { config, tokens, logoUrl, catalogues } = await loadAppConfig(boot, pageLanguage);
  const wanted = startLanguage(config.brand, storedLanguage);
  const language = hydrate ? startLanguage(config.brand, pageLanguage) : wanted;
  // The start language's catalogue came with the page or alongside the settings; a language without one shows English.
  const own = catalogues[language] ?? (await loadCatalogue(language));
  const resources = own ? { [language]: own } : { EN: catalogues.EN ?? (await loadCatalogue('EN')) ?? {} };
  const store = new RootStore(config, {
    session: hydrate || framed ? undefined : loadStoredSession(),
    logoUrl,
    language,
    persist: !preview,
    userAgent: navigator.userAgent,
    initialReplies: hydrate ? boot.data?.replies : undefined,
  });
  connectClient(
    () => store.session.session?.token,
    () => store.ui.language,
  );
  const theme = createTheme(config.brand.id, tokens);
  const i18n = createI18nInstance(store.ui.language, resources, loadCatalogue);
  // A session that ends during the visit signs the player out at its first refused call, once (SPEC §8's text).
  onSessionEnded((token) => {
    if (store.session.session?.token !== token) return;
    runInAction(() => store.session.signOut());
    store.feedback.showToast({ message: i18n.t('apiError.auth_logged_out') });
  });
  if (storedLanguage && !preview) rememberLanguageForServer(wanted);
  if (!preview) i18n.on('languageChanged', rememberLanguageForServer);
  document.documentElement.lang = store.ui.language === 'TY' ? 'fil' : 'en';
  // The browser's toolbar takes the brand's header colour.
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.colors.headerBg);
  if (store.session.loggedIn) void refreshMember(store);

  /** After hydration: the stored session and language, and screens load their own data from now on. */
  const applyStoredState = () => {
    const session = framed ? undefined : loadStoredSession();
    runInAction(() => {
      store.initialReplies.clear();
      if (session) store.session.signIn(session);
      if (wanted !== store.ui.language) store.ui.setLanguage(wanted);
    });
    if (wanted !== i18n.language) void i18n.changeLanguage(wanted);
    if (store.session.loggedIn) void refreshMember(store);
  };
  return { store, theme, i18n, applyStoredState };
}

/** Loads member info and balance for a restored session; a refused token signs the player out locally. */
async function refreshMember(store: RootStore) {
  try {
    store.session.setMember((await callApi('memberInfo')).value);

    await store.wallet.refresh();
  } catch (error) {
    if ((error as { status?: number }).status === 401) store.session.signOut();
  }
}

export type Booted = Awaited<ReturnType<typeof bootstrap>>;

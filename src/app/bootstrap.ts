import { loadBrandLogo, loadBrandTheme } from '../config/brandCatalog';
import { loadAppConfig } from '../config/loadAppConfig';
import { createI18n } from '../i18n/i18n';
import { RootStore } from '../stores/RootStore';
import { createTheme } from '../theme/createTheme';

/** Everything the running app needs, built once at start-up. */
export async function bootstrap() {
  const config = await loadAppConfig();
  const [tokens, logoUrl] = await Promise.all([loadBrandTheme(config.brand.id), loadBrandLogo(config.brand.id)]);
  const store = new RootStore(config);
  const theme = createTheme(config.brand.id, tokens);
  const i18n = createI18n(store.ui.language);
  document.title = config.brand.name;
  return { store, theme, i18n, logoUrl };
}

export type Booted = Awaited<ReturnType<typeof bootstrap>>;

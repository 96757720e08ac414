// The app's catalogues are not bundled: the start language's comes with the page (or loads with the settings), others
// load when the player switches. The boot screen speaks before any catalogue, with the same words.
import { describe, expect, it, vi } from 'vitest';
import { BOOT_TEXT } from '../../src/app/BootScreen';
import { catalogues } from '../../src/i18n/catalogues';
import { createI18nInstance } from '../../src/i18n/i18nInstance';
import { loadCatalogue } from '../../src/i18n/loadCatalogue';

describe('loadCatalogue', () => {
  it('loads the same merged catalogue the eager build has; none for a language without files', async () => {
    expect(await loadCatalogue('EN')).toEqual(catalogues.EN);
    expect(await loadCatalogue('TY')).toEqual(catalogues.TY);
    expect(await loadCatalogue('KO')).toBeUndefined();
  });
});

describe('an instance over the start catalogue', () => {
  it('a switch loads the other language before it changes', async () => {
    const load = vi.fn(loadCatalogue);
    const i18n = createI18nInstance('EN', { EN: catalogues.EN }, load);
    expect(i18n.t('header.login')).toBe('Log in');
    expect(load).not.toHaveBeenCalled();
    await i18n.changeLanguage('TY');
    expect(load).toHaveBeenCalledWith('TY');
    expect(i18n.t('header.login')).toBe('Mag-log in');
    expect(document.documentElement.lang).toBe('fil');
  });

  it('a Filipino start needs nothing else (no English fallback load)', async () => {
    const load = vi.fn(loadCatalogue);
    const i18n = createI18nInstance('TY', { TY: catalogues.TY }, load);
    await new Promise((r) => setTimeout(r, 10));
    expect(i18n.t('header.login')).toBe('Mag-log in');
    expect(load).not.toHaveBeenCalled();
  });

  it('a code without a catalogue shows English', () => {
    const i18n = createI18nInstance('KO', { EN: catalogues.EN }, async () => undefined);
    expect(i18n.t('header.login')).toBe('Log in');
  });
});

describe('the boot screen', () => {
  it('says what the catalogues say', () => {
    for (const language of ['EN', 'TY'] as const) {
      const app = catalogues[language].app as Record<string, string>;
      expect(BOOT_TEXT[language]).toEqual({ loading: app.loading, loadFailed: app.loadFailed, retry: app.retry });
    }
  });
});

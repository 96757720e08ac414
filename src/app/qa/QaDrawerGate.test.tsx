import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, expect, test, vi } from 'vitest';
import { createI18nInstance } from '../../i18n/i18nInstance';
import { catalogues } from '../../i18n/catalogues';
import QaDrawerGate from './QaDrawerGate';

// The drawer itself needs the app's stores; this test is about the strings that come with it.
vi.mock('./QaDrawer', () => ({ QaDrawer: () => null }));

afterEach(() => {
  vi.useRealTimers();
});

// The drawer's strings once made Filipino count as loaded before its catalogue was: switching to it afterwards
// showed the app's keys (the e2e promotions journey saw "header.menu").
test('the drawer adds its strings without standing in for a language that is not loaded yet', async () => {
  vi.useFakeTimers();
  const load = vi.fn(async (language: string) => catalogues[language as 'EN' | 'TY']);
  const i18n = createI18nInstance('EN', { EN: catalogues.EN }, load);
  render(
    <I18nextProvider i18n={i18n}>
      <QaDrawerGate />
    </I18nextProvider>,
  );
  await act(() => vi.advanceTimersByTimeAsync(2000));
  await vi.waitFor(() => expect(i18n.t('qa.title')).toBe('QA configuration'));
  expect(i18n.t('qa.flag.gates.DIRECTREG3')).toBe('Register button for visitors');

  vi.useRealTimers();
  await act(() => i18n.changeLanguage('TY'));
  expect(load).toHaveBeenCalledWith('TY');
  expect(i18n.t('header.login')).toBe('Mag-log in');
  expect(i18n.t('qa.close')).toBe('Isara');
  // What a flag gates comes with the drawer, in the page's language (the console's flags catalogue).
  expect(i18n.t('qa.flag.gates.DIRECTREG3')).toBe('Button na Magparehistro para sa mga bisita');
  expect(i18n.t('qa.flag.gates.agent.mail')).toBe('Tile ng mail na may bilang ng hindi pa nababasa');
  expect(i18n.t('qa.flag.where.agentHome')).toBe('Pangunahing pahina ng ahente');
});

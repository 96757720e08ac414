import { ThemeProvider } from '@emotion/react';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { luckyPesoConfig } from '../../../tests/fixtures/appConfig';
import type { HelpCentreReply } from '@common/generated/api';
import { callApi } from '../../api/callApi';
import { createI18n } from '../../i18n/i18n';
import { RootStore } from '../../stores/RootStore';
import { StoresProvider } from '../../stores/StoresContext';
import { createTheme } from '../../theme/createTheme';
import HelpScreen from './HelpScreen';

vi.mock('../../api/callApi', () => ({ callApi: vi.fn() }));
const fetchHelp = vi.mocked(callApi);
/** callApi's answer carrying these help entries. */
const reply = (value: HelpCentreReply) => ({ value, headers: {} });

const ENTRIES: HelpCentreReply = [
  { title: 'How to register?', content: '<p>Tap Register.</p>' },
  { title: 'How to deposit?', content: '<p>Open the wallet.</p>' },
  { title: 'How to withdraw?', content: '<p>Add a bank card.</p>' },
];

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/m/:page', element: <HelpScreen /> }], {
    initialEntries: ['/m/home', url],
    initialIndex: 1,
  });
  render(
    <ThemeProvider theme={createTheme('test', {})}>
      <StoresProvider store={new RootStore(luckyPesoConfig())}>
        <I18nextProvider i18n={createI18n('EN')}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </StoresProvider>
    </ThemeProvider>,
  );
  return router;
}

/** The titles whose section is open (the title is the button's first part; the chevron after it is hidden). */
const openTitles = () =>
  screen
    .getAllByRole('button', { expanded: true })
    .map((b) => b.firstElementChild?.textContent)
    .filter((name) => ENTRIES.some((e) => e.title === name));

beforeEach(() => fetchHelp.mockReset());
afterEach(cleanup);

describe('HelpScreen', () => {
  it('opens the entry ?i= names, each title a button in a heading', async () => {
    fetchHelp.mockResolvedValue(reply(ENTRIES));
    renderAt('/m/helpDetail?i=1');
    const button = await screen.findByRole('button', { name: 'How to deposit?' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button.closest('h2')).not.toBeNull();
    expect(openTitles()).toEqual(['How to deposit?']);
    expect(screen.getByRole('region', { name: 'How to deposit?' })).toHaveTextContent('Open the wallet.');
    expect(screen.getByText('Tap Register.')).not.toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Help centre' })).toBeInTheDocument();
  });

  it.each(['', '?i=abc', '?i=-1', '?i=1.5', '?i=3', '?i=42'])('falls back to the first entry for %s', async (query) => {
    fetchHelp.mockResolvedValue(reply(ENTRIES));
    renderAt(`/m/helpDetail${query}`);
    await screen.findByRole('button', { name: 'How to register?' });
    expect(openTitles()).toEqual(['How to register?']);
  });

  it('tapping an entry replaces ?i= and keeps the other parameters', async () => {
    fetchHelp.mockResolvedValue(reply(ENTRIES));
    const router = renderAt('/m/helpDetail?i=0&brand=lucky-peso');
    await userEvent.click(await screen.findByRole('button', { name: 'How to withdraw?' }));
    expect(openTitles()).toEqual(['How to withdraw?']);
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('i')).toBe('2');
    expect(search.get('brand')).toBe('lucky-peso');
    expect(router.state.historyAction).toBe('REPLACE');
    // Back leaves the help centre: the entry before it is still /m/home.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('strips scripts and event handlers from the server HTML', async () => {
    fetchHelp.mockResolvedValue(
      reply([
        {
          title: 'Bad',
          content: '<p>Safe text</p><script>window.__pwned = 1</script><img src="x" onerror="alert(1)">',
        },
      ]),
    );
    renderAt('/m/help');
    const region = await screen.findByRole('region', { name: 'Bad' });
    expect(region).toHaveTextContent('Safe text');
    expect(region.querySelector('script')).toBeNull();
    expect(region.querySelector('img')).not.toBeNull();
    expect(region.querySelector('[onerror]')).toBeNull();
  });

  it('says so when there are no entries', async () => {
    fetchHelp.mockResolvedValue(reply([]));
    renderAt('/m/help');
    expect(await screen.findByText('No help topics yet.')).toBeInTheDocument();
  });

  it('shows loading, then a failed load with Retry that loads again', async () => {
    fetchHelp.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(reply(ENTRIES));
    renderAt('/m/help');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/failed/i);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const group = await screen.findByRole('group', { name: 'Questions' });
    expect(within(group).getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(fetchHelp).toHaveBeenCalledTimes(2);
    expect(fetchHelp).toHaveBeenCalledWith('helpCentre', { query: { device: 'MOBILE' } });
  });
});

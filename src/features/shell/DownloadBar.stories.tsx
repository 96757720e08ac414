import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STORAGE_KEYS } from '../../stores/localFlags';
import { listenForInstallPrompt } from '../../ui/download/installPrompt';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en, ty } from '../../storybook/storyText';
import { DownloadBar } from './DownloadBar';

/**
 * The download-app bar on an Android phone, by each brand's download links and login rule (the rules of
 * downloadBarRules.ts have their own unit tests). The player's earlier "close" is forgotten before each story.
 */
const meta = {
  title: 'Shell/Download bar',
  component: DownloadBar,
  args: { device: { platform: 'android', installed: false } },
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEYS.hideDownloadBar);
    localStorage.removeItem(STORAGE_KEYS.webClip);
  },
} satisfies Meta<typeof DownloadBar>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Download links configured (Lucky Peso): the bar shows; its button opens the download popup. */
export const LinksConfigured: Story = {
  parameters: { brand: 'lucky-peso' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('complementary', { name: en('download.barLabel') });
    await expect(bar).toHaveTextContent('Get the Lucky Peso app');
    await userEvent.click(within(bar).getByRole('button', { name: en('download.button') }));
    await expect(await canvas.findByRole('dialog', { name: en('download.title') })).toBeVisible();
  },
};

/** No download links (Kidlat): no bar. */
export const NoLinks: Story = {
  parameters: { brand: 'kidlat-restricted' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull();
  },
};

/** Downloads for signed-in players only (Bayani Bet), seen by a visitor: no bar. */
export const LoginRequiredVisitor: Story = {
  parameters: { brand: 'bayani-bet' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull();
  },
};

/** Downloads for signed-in players only (Bayani Bet, Filipino), seen by a member: the bar shows. */
export const LoginRequiredMember: Story = {
  parameters: { brand: 'bayani-bet', session: demoSession, member: demoMember },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('complementary', { name: ty('download.barLabel') })).toBeVisible();
  },
};

/** Closing the bar hides it for good and, where the browser offered to install the app, brings up that window. */
export const CloseOffersInstall: Story = {
  parameters: { brand: 'lucky-peso' },
  play: async ({ canvasElement }) => {
    const stop = listenForInstallPrompt();
    const prompt = fn(async () => undefined);
    window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt }));
    try {
      const canvas = within(canvasElement);
      const bar = canvas.getByRole('complementary', { name: en('download.barLabel') });
      await userEvent.click(within(bar).getByRole('button', { name: en('download.close') }));
      await expect(canvas.queryByRole('complementary', { name: en('download.barLabel') })).toBeNull();
      await expect(localStorage.getItem(STORAGE_KEYS.hideDownloadBar)).toBe('1');
      await expect(prompt).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  },
};

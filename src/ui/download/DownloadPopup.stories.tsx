import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { en } from '../../storybook/storyText';
import { DownloadPopup } from './DownloadPopup';

/** The download popup: one link per configured Android, iOS and iOS-profile download, in that order. */
const meta = {
  title: 'Shell/Download popup',
  component: DownloadPopup,
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof DownloadPopup>;
export default meta;

type Story = StoryObj<typeof meta>;

const linksOf = async (canvasElement: HTMLElement) => {
  const dialog = await within(canvasElement).findByRole('dialog', { name: en('download.title') });
  return within(dialog).queryAllByRole('link');
};

/** Lucky Peso configures all three (iOS first in its data): listed Android, iOS, iOS profile. */
export const AllPlatforms: Story = {
  parameters: { brand: 'lucky-peso' },
  play: async ({ canvasElement }) => {
    const links = await linksOf(canvasElement);
    await expect(links.map((a) => a.textContent)).toEqual([
      en('download.Android'),
      en('download.IOS'),
      en('download.MOBILECONFIG'),
    ]);
    await expect(links[0]).toHaveAttribute('href', 'https://get.luckypeso.example/android.apk');
    await expect(links[2]).toHaveAttribute('href', 'https://get.luckypeso.example/profile.mobileconfig');
  },
};

/** Bayani Bet configures Android only (its Telegram links belong to the service widget). */
export const AndroidOnly: Story = {
  parameters: { brand: 'bayani-bet' },
  play: async ({ canvasElement }) => {
    const links = await within(canvasElement).findAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAttribute('href', 'https://get.bayanibet.example/android.apk');
  },
};

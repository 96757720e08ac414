import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { en, ty } from '../../storybook/storyText';
import { ServiceWidget } from './ServiceWidget';

/** The side service widget: its links come only from each brand's configuration (customer service, socials). */
const meta = {
  title: 'Shell/Service widget',
  component: ServiceWidget,
} satisfies Meta<typeof ServiceWidget>;
export default meta;

const openLinks = async (canvasElement: HTMLElement, text = en) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: text('service.toggle') }));
  return canvas;
};

/** Live chat plus Facebook and Telegram. */
export const LuckyPeso: StoryObj = {
  parameters: { brand: 'lucky-peso' },
  play: async ({ canvasElement }) => {
    const canvas = await openLinks(canvasElement);
    await expect(canvas.getByRole('link', { name: en('service.liveChat') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: en('service.FACEBOOK') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: en('service.TELEGRAM') })).toBeVisible();
  },
};

/** Live chat, two Telegram channels, no Facebook (Filipino by default). */
export const BayaniBet: StoryObj = {
  parameters: { brand: 'bayani-bet' },
  play: async ({ canvasElement }) => {
    const canvas = await openLinks(canvasElement, ty);
    await expect(canvas.getByRole('link', { name: ty('service.TELEGRAM2') })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: ty('service.FACEBOOK') })).toBeNull();
  },
};

/** No customer-service entry: no live chat, only the configured Telegram links. */
export const PerlasPlay: StoryObj = {
  parameters: { brand: 'perlas-play' },
  play: async ({ canvasElement }) => {
    const canvas = await openLinks(canvasElement);
    await expect(canvas.queryByRole('link', { name: en('service.liveChat') })).toBeNull();
    await expect(canvas.getByRole('link', { name: en('service.TELEGRAM3') })).toBeVisible();
  },
};

/** No customer-service entry and no social links (Kidlat): no widget at all. */
export const NoServiceNoSocials: StoryObj = {
  parameters: { brand: 'kidlat-restricted' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('complementary', { name: en('service.label') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: en('service.toggle') })).toBeNull();
  },
};

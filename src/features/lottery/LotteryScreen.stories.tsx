import type { LotteryItem as Lottery, LotteryMenuReply } from '@common/generated/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { sampleVendorConfig, svgPicture } from '../../storybook/sampleContent';
import { en } from '../../storybook/storyText';
import { WPS_PENDING, wpsError, type WpsRequest } from '../../storybook/wpsReplies';
import LotteryScreen from './LotteryScreen';

/** /m/moreLottery: the default prize mode comes from the vendor configuration; each state of the menu call. */
const meta = {
  title: 'Lottery/Lottery screen',
  component: LotteryScreen,
  decorators: [inMain],
  parameters: {
    route: paths.moreLottery,
    wps: {
      winners: { list: [{ vo: { winAmount: '25000.00', userName: 'ju***an', gameName: 'Fast 3', time: 0 } }] },
    },
  },
} satisfies Meta<typeof LotteryScreen>;
export default meta;

const lottery = (code: string, name: string, prizeMode: Lottery['prizeMode']): Lottery => ({
  code,
  name,
  prizeMode,
  nodeId: 300 + name.length,
  vassalage: 'TCG',
  iconUrl: svgPicture(code, '#1b7f3b', 56, 56),
  playTypes: ['Tradition', 'Entertainment'],
  drawIntervalSeconds: 60,
  nextDrawTime: Date.UTC(2026, 10, 28, 12, 0),
});

/** The menu of the asked prize mode: each mode has its own lotteries. */
const menuOf = ({ params }: WpsRequest): LotteryMenuReply => {
  const mode = String(params.prizeMode) as Lottery['prizeMode'];
  return [
    { groupName: 'fast', list: [lottery(`${mode}-F3`, `${mode} Fast 3`, mode)] },
    { groupName: 'classic', list: [lottery(`${mode}-6D`, `${mode} Classic 6D`, mode)] },
  ];
};

const selectedMode = (canvasElement: HTMLElement, mode: string) =>
  within(canvasElement).findByRole('tab', { name: en(`lottery.prizeMode.${mode}`), selected: true });

/** No ELOTT entry in the lottery mapping: Lottery is the default mode, with its fast and classic draws. */
export const PrizeModeLott: StoryObj = {
  parameters: { wps: { gameVendors: sampleVendorConfig(), lotteryMenu: menuOf } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await selectedMode(canvasElement, 'Lott')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Lott Fast 3' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: en('lottery.group.classic') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: `Lott Fast 3: ${en('lottery.playType.Tradition')}` })).toBeVisible();
    await expect(canvas.getByRole('list', { name: en('lottery.winners') })).toHaveTextContent('ju***an');
  },
};

/** TCG_LOTTO_VN mapped to ELOTT: E-lottery is the default mode and its menu is shown. */
export const PrizeModeElott: StoryObj = {
  parameters: {
    wps: { gameVendors: sampleVendorConfig({ TCG_LOTTO_VN: 'ELOTT' }), lotteryMenu: menuOf },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await selectedMode(canvasElement, 'Elott')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Elott Fast 3' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Lott Fast 3' })).toBeNull();
  },
};

/** The menu call has not answered: a loading status. */
export const Loading: StoryObj = {
  parameters: { wps: { gameVendors: sampleVendorConfig(), lotteryMenu: WPS_PENDING } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(en('app.loading'));
  },
};

/** The menu call failed: an alert and a Retry button. */
export const LoadFailed: StoryObj = {
  parameters: {
    wps: { gameVendors: sampleVendorConfig(), lotteryMenu: wpsError('Service unavailable') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en('app.loadFailed'));
    await expect(canvas.getByRole('button', { name: en('app.retry') })).toBeVisible();
  },
};

/** No lotteries in the mode: the empty note. */
export const Empty: StoryObj = {
  parameters: { wps: { gameVendors: sampleVendorConfig(), lotteryMenu: [] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(en('lottery.empty'))).toBeVisible();
  },
};

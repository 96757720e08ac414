import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths, withQuery } from '../../registry/paths';
import { flagStory } from '../../storybook/flagStory';
import { inMain } from '../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../storybook/loadStateStory';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import { WPS_PENDING } from '../../storybook/wpsReplies';
import PromotionsScreen from './PromotionsScreen';
import { promotionsByCategory, sampleActivity, sampleCategories } from './storySamples';

/** /m/activity: shortcuts, the activity menu (vertical category tabs) and the promotions of the chosen category. */
const meta = {
  title: 'Promotions/Promotions',
  component: PromotionsScreen,
  decorators: [inMain],
  parameters: {
    route: paths.activity,
    wps: {
      promotionCategories: sampleCategories,
      promotions: promotionsByCategory,
      activityDetail: sampleActivity({ id: 12, title: 'Slots free spins' }),
    },
  },
} satisfies Meta<typeof PromotionsScreen>;
export default meta;

const tab = (name: string) => ({ role: 'tab' as const, name });

/** The first category is active; every promotion shows its sequence-1 image and dates; a tab filters the list. */
export const Loaded: StoryObj = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = await canvas.findByRole('tab', { name: 'All' }, { timeout: 5000 });
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await expect(await canvas.findByRole('heading', { name: 'Weekend sports bonus' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    // Dates as YYYY/MM/DD; a promotion that never ends reads "Long term".
    await expect(canvas.getAllByText('2026/03/04')).toHaveLength(3);
    await expect(canvas.getByText(new RegExp(en('promotions.longTerm')))).toBeVisible();
    const link = canvas.getByRole('link', { name: 'First deposit 100%' });
    await expect(link).toHaveAttribute('href', withQuery(paths.activityDetail, { id: 13 }));
    await expect(link.querySelector('img')?.getAttribute('src')).toContain('First%20deposit');

    await userEvent.click(canvas.getByRole('tab', { name: 'Slots' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
    await expect(canvas.getByRole('heading', { name: 'Slots free spins' })).toBeVisible();
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Slots');
    // Arrow keys move along the vertical tabs.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Deposit' })).toHaveFocus();
    await expect(await canvas.findByRole('heading', { name: 'First deposit 100%' })).toBeVisible();
  },
};

/** `?id=` opens that promotion's detail in place, under its card, with the apply part. */
export const OpenedById: StoryObj = {
  parameters: { route: withQuery(paths.activity, { id: 12 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: 'Slots free spins' });
    const detail = within(card);
    await expect(await detail.findByRole('heading', { name: en('promotions.apply.title') })).toBeVisible();
    await expect(detail.getByRole('button', { name: en('promotions.apply.login') })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

export const Empty: StoryObj = {
  parameters: { wps: { promotions: [] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(en('promotions.empty'))).toBeVisible();
  },
};

export const Loading: StoryObj = {
  parameters: { wps: { promotionCategories: WPS_PENDING } },
  play: playLoading,
};

const failFirst = failOnce(sampleCategories);

export const LoadFailed: StoryObj = {
  beforeEach: failFirst.reset,
  parameters: { wps: { promotionCategories: failFirst.reply } },
  play: async ({ canvasElement }) => {
    const canvas = await retryFailedLoad(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'All' })).toBeVisible();
  },
};

// The shortcuts to the flagged promotion screens (SPEC §6: REFERRAL, MISSION must be on for their items).
const shortcut = (key: string) => ({ role: 'link' as const, name: en(key) });
const signedIn = { session: demoSession, member: demoMember };

export const MissionOn = flagStory('MISSION', true, shortcut('menu.mission'), tab('All'), signedIn);
export const MissionOff = flagStory('MISSION', false, shortcut('menu.mission'), tab('All'), signedIn);
export const ReferralOn = flagStory('REFERRAL', true, shortcut('menu.inviteFriends'), tab('All'), signedIn);
export const ReferralOff = flagStory('REFERRAL', false, shortcut('menu.inviteFriends'), tab('All'), signedIn);
export const RewardCentreOn = flagStory('REWCEN3', true, shortcut('menu.rewardCentre'), tab('All'), signedIn);
export const RewardCentreOff = flagStory('REWCEN3', false, shortcut('menu.rewardCentre'), tab('All'), signedIn);

/** A visitor's member-only shortcuts open the login popup instead (buttons, not links). */
export const VisitorShortcuts: StoryObj = {
  parameters: { flags: { MISSION: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tab', { name: 'All' });
    await expect(canvas.getByRole('button', { name: en('menu.mission') })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: en('menu.mission') })).toBeNull();
  },
};

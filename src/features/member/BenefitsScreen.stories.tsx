import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../storybook/loadStateStory';
import { demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import { WPS_PENDING } from '../../storybook/wpsReplies';
import BenefitsScreen from './BenefitsScreen';
import { sampleBenefits } from './storyMember';

/** /m/member/benefits: the brand's VIP levels and club benefits, the member's level highlighted. */
const meta = {
  title: 'Member/VIP benefits',
  component: BenefitsScreen,
  decorators: [inMain],
  parameters: { route: paths.benefits, session: demoSession, wps: { memberBenefits: sampleBenefits } },
} satisfies Meta<typeof BenefitsScreen>;
export default meta;

/** Four levels in order; Gold is the member's (aria-current, "Your level"); benefits rendered as HTML. */
export const Loaded: StoryObj = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const levels = await canvas.findByRole('list', { name: en('member.benefits.levels') });
    const items = within(levels)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === levels);
    await expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Bronze',
      'Silver',
      `Gold${en('member.benefits.yourLevel')}`,
      'Platinum',
    ]);
    await expect(items[2]).toHaveAttribute('aria-current', 'true');
    await expect(items[0]).not.toHaveAttribute('aria-current');
    await expect(within(items[2]!).getByText('Priority service')).toBeVisible();
  },
};

/** A member without a level: a note, no level highlighted. */
export const NoLevel: StoryObj = {
  parameters: { wps: { memberBenefits: { ...sampleBenefits, currentLevel: null } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(en('member.benefits.noLevel'))).toBeVisible();
    await expect(canvas.queryByText(en('member.benefits.yourLevel'))).toBeNull();
  },
};

/** Script in server HTML is removed before rendering. */
export const SanitisedHtml: StoryObj = {
  parameters: {
    wps: {
      memberBenefits: {
        levels: [
          {
            level: 1,
            label: 'Bronze',
            benefits: '<p>Safe perk</p><script>window.__pwned=1</script><p onclick="window.__pwned=1">Tap</p>',
          },
        ],
        currentLevel: 1,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Safe perk')).toBeVisible();
    await expect(canvasElement.querySelector('[onclick], script')).toBeNull();
  },
};

export const Empty: StoryObj = {
  parameters: { wps: { memberBenefits: { levels: [], currentLevel: null } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(en('member.benefits.empty'))).toBeVisible();
  },
};

export const Loading: StoryObj = {
  parameters: { wps: { memberBenefits: WPS_PENDING } },
  play: playLoading,
};

const failFirst = failOnce(sampleBenefits);

/** The load fails: alert and Retry, which loads the levels. */
export const LoadFailed: StoryObj = {
  beforeEach: failFirst.reset,
  parameters: { wps: { memberBenefits: failFirst.reply } },
  play: async ({ canvasElement }) => {
    const canvas = await retryFailedLoad(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Bronze' })).toBeVisible();
  },
};

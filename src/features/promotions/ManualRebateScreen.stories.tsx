import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../storybook/loadStateStory';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import { WPS_PENDING, wpsError, type WpsRequest } from '../../storybook/wpsReplies';
import ManualRebateScreen from './ManualRebateScreen';
import { sampleManualRebate, STORY_NOW } from './storySamples';

/** /m/member/manualRebate (MANPLAYREB3): rebate since the last claim by category and rate; one claim. */
const meta = {
  title: 'Promotions/Manual rebate',
  component: ManualRebateScreen,
  decorators: [inMain],
  parameters: {
    route: paths.manualRebate,
    session: demoSession,
    member: demoMember,
    flags: { MANPLAYREB3: true },
    wps: { rebateManual: sampleManualRebate() },
  },
} satisfies Meta<typeof ManualRebateScreen>;
export default meta;

/** The accrued rebate by category with rates and the total; the claim button names the amount. */
export const Loaded: StoryObj = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: en('promotions.rebate.accrued') }, { timeout: 5000 });
    const slots = within(table).getByRole('row', { name: /Slots/ });
    await expect(slots).toHaveTextContent('0.80%');
    await expect(slots).toHaveTextContent('₱12,500.00');
    await expect(slots).toHaveTextContent('₱100.00');
    await expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('₱115.00');
    await expect(canvas.getByText('Last claim: ₱42.10 on 2026/03/12 10:00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Claim ₱115.00' })).toBeEnabled();
  },
};

/** One claim: sent with an Idempotency-Key, then the page shows nothing left to claim. */
export const ClaimOnce: StoryObj = {
  beforeEach: () => {
    claimed = [];
  },
  parameters: {
    wps: {
      rebateManual: () =>
        claimed.length
          ? sampleManualRebate({
              since: STORY_NOW,
              // As the server answers: every category, at zero.
              lines: sampleManualRebate().lines.map((line) => ({ ...line, validBet: '0.00', rebate: '0.00' })),
              total: '0.00',
              canClaim: false,
              lastClaim: { amount: '115.00', at: STORY_NOW },
            })
          : sampleManualRebate(),
      rebateClaim: (request: WpsRequest) => {
        claimed.push(request);
        return { amount: '115.00', since: STORY_NOW - 1, until: STORY_NOW, lines: [], balance: '10115.00' };
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Claim ₱115.00' }));
    await expect(await canvas.findByText(en('promotions.rebate.none'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Claim ₱0.00' })).toBeDisabled();
    await expect(claimed).toHaveLength(1);
  },
};
let claimed: WpsRequest[] = [];

/** Below the minimum: why, and no claim. */
export const BelowMinimum: StoryObj = {
  parameters: {
    wps: {
      rebateManual: sampleManualRebate({
        lines: [{ category: 'slots', rateBps: 80, validBet: '50.00', rebate: '0.40' }],
        total: '0.40',
        minClaim: '1.00',
        canClaim: false,
        lastClaim: null,
        since: null,
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You can claim from ₱1.00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Claim ₱0.40' })).toBeDisabled();
  },
};

/** A refusal (e.g. claimed in another tab) is said above the button. */
export const Refused: StoryObj = {
  parameters: { wps: { rebateClaim: wpsError('Unknown error', 'rebate.nothing', 409) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Claim ₱115.00' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en('apiError.rebate_nothing'));
  },
};

export const Loading: StoryObj = {
  parameters: { wps: { rebateManual: WPS_PENDING } },
  play: playLoading,
};

const failFirst = failOnce(sampleManualRebate());

export const LoadFailed: StoryObj = {
  beforeEach: failFirst.reset,
  parameters: { wps: { rebateManual: failFirst.reply } },
  play: async ({ canvasElement }) => {
    const canvas = await retryFailedLoad(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Claim ₱115.00' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../storybook/loadStateStory';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import { WPS_PENDING, type WpsRequest } from '../../storybook/wpsReplies';
import RebateReportScreen from './RebateReportScreen';
import { sampleRebateReport } from './storySamples';

/** /m/member/rebateReport (PLYRBT): rebate by category and rate for a period of brand-local days. */
const meta = {
  title: 'Promotions/My rebate',
  component: RebateReportScreen,
  decorators: [inMain],
  parameters: {
    route: paths.rebateReport,
    session: demoSession,
    member: demoMember,
    flags: { PLYRBT: true },
    wps: { rebateReport: sampleRebateReport },
  },
} satisfies Meta<typeof RebateReportScreen>;
export default meta;

/** Today by default; each category with its rate, valid bet, claimed and unclaimed; the totals. */
export const Loaded: StoryObj = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: en('promotions.report.caption') }, { timeout: 5000 });
    const slots = within(table).getByRole('row', { name: /Slots/ });
    await expect(slots).toHaveTextContent('0.80%');
    await expect(slots).toHaveTextContent('₱60.00');
    await expect(slots).toHaveTextContent('₱40.00');
    await expect(canvas.getByText('Rebate in this period: ₱100.00')).toBeVisible();
  },
};

/** Another period asks the server for those days. */
export const OtherPeriod: StoryObj = {
  beforeEach: () => {
    asked = [];
  },
  parameters: {
    wps: {
      rebateReport: (request: WpsRequest) => {
        asked.push(request);
        return sampleRebateReport;
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await userEvent.click(canvas.getByRole('button', { name: en('dateRange.preset.last7') }));
    await waitFor(() => expect(asked).toHaveLength(2));
    const { startDate, endDate } = asked[1]!.params as { startDate: string; endDate: string };
    await expect(Date.parse(endDate) - Date.parse(startDate)).toBe(6 * 86_400_000);
  },
};
let asked: WpsRequest[] = [];

export const Empty: StoryObj = {
  parameters: {
    wps: {
      rebateReport: {
        ...sampleRebateReport,
        lines: [],
        total: { validBet: '0.00', rebate: '0.00', claimed: '0.00', unclaimed: '0.00' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(en('promotions.report.empty'))).toBeVisible();
  },
};

export const Loading: StoryObj = {
  parameters: { wps: { rebateReport: WPS_PENDING } },
  play: playLoading,
};

const failFirst = failOnce(sampleRebateReport);

export const LoadFailed: StoryObj = {
  beforeEach: failFirst.reset,
  parameters: { wps: { rebateReport: failFirst.reply } },
  play: async ({ canvasElement }) => {
    const canvas = await retryFailedLoad(canvasElement);
    await expect(await canvas.findByRole('table')).toBeVisible();
  },
};

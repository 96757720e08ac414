import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ActivityDetail } from '@common/generated/api';
import { paths, withQuery } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../storybook/loadStateStory';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import { WPS_PENDING, wpsError } from '../../storybook/wpsReplies';
import ActivityDetailScreen from './ActivityDetailScreen';
import { sampleActivity, sampleApplication } from './storySamples';

// Signed in unless a story says otherwise (Storybook's parameter merge cannot unset a meta value).
const signedIn = { session: demoSession, member: demoMember };

/** /m/activityDetail?id=: image, title, dates, sanitised content and the apply flow by status (SPEC §4, §5). */
const meta = {
  title: 'Promotions/Activity detail',
  component: ActivityDetailScreen,
  decorators: [inMain],
  parameters: {
    route: withQuery(paths.activityDetail, { id: 13 }),
    // Uploaded images are bytes served to their owner only; stories have no bytes, so the image stays a placeholder.
    wps: {
      activityDetail: sampleActivity(),
      activityUpload: wpsError('The requested url is empty', 'not.found', 404),
    },
  },
} satisfies Meta<typeof ActivityDetailScreen>;
export default meta;

const withStatus = (status: ActivityDetail['status'], over: Partial<ActivityDetail> = {}): StoryObj => ({
  parameters: { ...signedIn, wps: { activityDetail: sampleActivity({ status, ...over }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(en(`promotions.status.${status}`))).toBeVisible();
    await expect(canvas.getByText(en(`promotions.status.note.${status}`))).toBeVisible();
    const mayApply = status === 'rejected';
    await expect(!!canvas.queryByRole('button', { name: en('promotions.apply.submit') })).toBe(mayApply);
  },
});

/** Header, content without its script handler, the reward and the form of a reviewed activity. */
export const MayApply: StoryObj = {
  parameters: signedIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'First deposit 100%', level: 2 }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText('2026/03/04')).toBeVisible();
    await expect(canvas.getByText(/Deposit and get/)).toBeVisible();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(canvas.getByText(/Reward: ₱88\.00/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: en('promotions.apply.remark') })).toBeVisible();
    await expect(canvas.getByLabelText(en('promotions.apply.images'))).toHaveAttribute('type', 'file');
  },
};

/** A gif and a 6 MB png are refused on the spot with the SPEC rule; two good images are kept and previewed. */
export const ImagesChecked: StoryObj = {
  parameters: signedIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText<HTMLInputElement>(en('promotions.apply.images'));
    await userEvent.upload(input, new File(['GIF89a'], 'party.gif', { type: 'image/gif' }), { applyAccept: false });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en('promotions.apply.problem.type'));
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Each image must be at most 5 MB');
    await userEvent.upload(input, [
      new File(['a'], 'one.png', { type: 'image/png' }),
      new File(['b'], 'two.jpg', { type: 'image/jpeg' }),
    ]);
    await expect(canvas.getByRole('list', { name: '2 of 3 images chosen' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove one.png' }));
    await expect(canvas.getByRole('list', { name: '1 of 3 images chosen' })).toBeVisible();
  },
};

/** A remark over 140 characters is refused before sending. */
export const RemarkTooLong: StoryObj = {
  parameters: signedIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remark = await canvas.findByRole('textbox', { name: en('promotions.apply.remark') });
    await userEvent.click(remark);
    await userEvent.paste('x'.repeat(141));
    await expect(canvas.getByText('141/140 characters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: en('promotions.apply.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The remark can be at most 140 characters');
    await expect(remark).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Applying sends the form and shows the new status (applying) with what was sent. */
export const Applied: StoryObj = {
  beforeEach: () => {
    applied = false;
  },
  parameters: {
    ...signedIn,
    wps: {
      activityDetail: () =>
        applied ? sampleActivity({ status: 'applying', application: sampleApplication('applying') }) : sampleActivity(),
      activityApply: () => {
        applied = true;
        return sampleApplication('applying');
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: en('promotions.apply.remark') }), 'GCash');
    await userEvent.click(canvas.getByRole('button', { name: en('promotions.apply.submit') }));
    await expect(await canvas.findByText(en('promotions.status.applying'))).toBeVisible();
    await expect(canvas.getByText('Deposited ₱1,000 by GCash')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Image 1 you sent' })).toBeVisible();
  },
};
let applied = false;

/** The server's refusal is said in the form. */
export const Refused: StoryObj = {
  parameters: {
    ...signedIn,
    wps: { activityApply: wpsError('Unknown error', 'promotion.image.type', 400) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: en('promotions.apply.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en('apiError.promotion_image_type'));
  },
};

/** A visitor is asked to log in (the popup) instead of a form. */
export const Visitor: StoryObj = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: en('promotions.apply.login') })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: en('promotions.apply.remark') })).toBeNull();
  },
};

/** A sign-up activity: one Join button. */
export const SignUp: StoryObj = {
  parameters: {
    ...signedIn,
    wps: {
      activityDetail: sampleActivity({ apply: { ...sampleActivity().apply, mode: 'signup' } }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: en('promotions.apply.join') })).toBeVisible();
  },
};

export const Applying = withStatus('applying', { application: sampleApplication('applying') });
export const Rejected = withStatus('rejected', {
  application: sampleApplication('rejected', 'The screenshot does not show the deposit'),
});
export const Issued = withStatus('issued', { application: sampleApplication('issued') });
export const Claimed = withStatus('claimed', { application: sampleApplication('claimed') });
export const Signed = withStatus('signed', { apply: { ...sampleActivity().apply, mode: 'signup' } });
export const Closed = withStatus('closed');
export const Coming = withStatus('coming');

/** An id the brand does not have: a note, not Retry. */
export const Unknown: StoryObj = {
  parameters: { wps: { activityDetail: wpsError('Unknown error', 'promotion.unknown', 404) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(en('promotions.unknown'))).toBeVisible();
  },
};

export const Loading: StoryObj = {
  parameters: { wps: { activityDetail: WPS_PENDING } },
  play: playLoading,
};

const failFirst = failOnce(sampleActivity());

export const LoadFailed: StoryObj = {
  beforeEach: failFirst.reset,
  parameters: { wps: { activityDetail: failFirst.reply } },
  play: async ({ canvasElement }) => {
    const canvas = await retryFailedLoad(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'First deposit 100%' })).toBeVisible();
  },
};

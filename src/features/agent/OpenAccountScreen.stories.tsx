import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { storyCaptcha } from '../../storybook/captchaReply';
import { failOnce, playLoading, retryFailedLoad } from '../../storybook/loadStateStory';
import { en } from '../../storybook/storyText';
import { WPS_PENDING, wpsError, type WpsRequest } from '../../storybook/wpsReplies';
import OpenAccountScreen from './OpenAccountScreen';
import { asAgent, ownRates, registerSettings, teamMember } from './storyAgent';

const failedFirst = failOnce(ownRates);
let sent: unknown;

/** /m/agentRegister: the brand's registration fields plus a rebate rate per category, each at most the agent's own. */
const meta = {
  title: 'Agent/Open account',
  component: OpenAccountScreen,
  decorators: [inMain],
  parameters: {
    route: paths.agentRegister,
    ...asAgent,
    wps: {
      systemRegisterSettings: registerSettings,
      agentRebates: ownRates,
      systemCountries: [{ countryName: 'Philippines', dialingCode: '+63', iso: 'PH' }],
      captcha: storyCaptcha(),
      captchaProof: null,
      agentOpenAccount: (r: WpsRequest) => {
        sent = r.data;
        return teamMember(50, (r.data as { username: string }).username);
      },
    },
  },
} satisfies Meta<typeof OpenAccountScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const submit = { name: en('agent.open.submit') };

/** A member with a slots rate under the limit: sent with 2 decimals; the form says the account can sign in. */
export const OpensAMember: Story = {
  beforeEach: () => {
    sent = undefined;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Username/ }, { timeout: 5000 }), 'newbie01');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'secret123');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'secret123');
    await userEvent.type(canvas.getByRole('textbox', { name: /Captcha/ }), '4719');
    const slots = canvas.getByRole('textbox', { name: 'Slots (%, max 0.80)' });
    await userEvent.clear(slots);
    await userEvent.type(slots, '0.5');
    await userEvent.click(canvas.getByRole('button', submit));
    // The captcha field has a status of its own (its proof of work): the form's is the one that says it worked.
    await waitFor(
      () =>
        expect(canvas.getAllByRole('status').map((s) => s.textContent)).toContainEqual(
          expect.stringContaining('Member newbie01 can sign in now.'),
        ),
      { timeout: 5000 },
    );
    await waitFor(() =>
      expect(sent).toMatchObject({
        type: 0,
        username: 'newbie01',
        password: 'secret123',
        confirmPassword: 'secret123',
        captcha: '4719',
        captchaId: 'story',
        rates: expect.arrayContaining([
          { category: 'slots', rate: '0.50' },
          { category: 'poker', rate: '0.00' },
        ]),
      }),
    );
  },
};

/** A rate above the agent's own and a missing user name are refused before anything is sent. */
export const RateAboveLimit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slots = await canvas.findByRole('textbox', { name: 'Slots (%, max 0.80)' });
    await userEvent.clear(slots);
    await userEvent.type(slots, '0.81');
    await userEvent.click(canvas.getByRole('button', submit));
    await expect(canvas.getByRole('textbox', { name: /Username/ })).toHaveFocus();
    await expect(await canvas.findByText(en('agent.rate.tooHigh'))).toBeVisible();
  },
};

/** The server's refusal lands under its field. */
export const UsernameTaken: Story = {
  parameters: {
    wps: {
      agentOpenAccount: wpsError('Sorry, the username already exists', 'register.username.exists', 409),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Username/ }), 'demo');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'secret123');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'secret123');
    await userEvent.type(canvas.getByRole('textbox', { name: /Captcha/ }), '4719');
    await userEvent.click(canvas.getByRole('button', submit));
    // The submit waits for the captcha's proof of work, which a loaded machine takes a moment over.
    await expect(
      await canvas.findAllByText('Sorry, the username already exists', {}, { timeout: 5000 }),
    ).not.toHaveLength(0);
    await expect(canvas.getByRole('textbox', { name: /Username/ })).toHaveFocus();
  },
};

export const Loading: Story = {
  parameters: { wps: { agentRebates: WPS_PENDING } },
  play: playLoading,
};

export const LoadFailed: Story = {
  parameters: { wps: { agentRebates: failedFirst.reply } },
  beforeEach: failedFirst.reset,
  play: async ({ canvasElement }) => {
    const canvas = await retryFailedLoad(canvasElement);
    await expect(await canvas.findByRole('button', submit)).toBeVisible();
  },
};

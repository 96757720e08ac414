import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inMain } from '../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../storybook/loadStateStory';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import { WPS_PENDING, wpsError } from '../../storybook/wpsReplies';
import { SecurityQuestionsEditor } from './SecurityQuestionsEditor';
import { configAllSet, fieldByLabel, recorder, sampleQuestions } from './storySamples';

const saves = recorder();

/** Which questions are answered, and a new set of `required` different answers. */
const meta = {
  title: 'Security/Security questions',
  component: SecurityQuestionsEditor,
  decorators: [inMain],
  args: { config: configAllSet, onSaved: fn(), onClose: fn() },
  beforeEach: saves.reset,
  parameters: {
    session: demoSession,
    member: demoMember,
    wps: { securityQuestions: () => sampleQuestions, securityQuestionsSet: saves.reply },
  },
} satisfies Meta<typeof SecurityQuestionsEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const question = (canvasElement: HTMLElement, n: number) =>
  within(canvasElement).findByRole('combobox', { name: en('security.questions.question').replace('{{n}}', String(n)) });
const answer = (canvasElement: HTMLElement, n: number) =>
  within(canvasElement).getByRole('textbox', { name: en('security.questions.answer').replace('{{n}}', String(n)) });
const save = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: en('security.save') }));

/** The answered one is marked; the same question twice and a 1-character answer are refused before sending. */
export const Checks: Story = {
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('list', { name: en('security.questions.statusLabel') });
    await expect(within(status).getByText(sampleQuestions.questions[1]!.text).parentElement).toHaveTextContent(
      en('security.questions.answered'),
    );
    await userEvent.selectOptions(await question(canvasElement, 1), '1');
    await userEvent.selectOptions(await question(canvasElement, 2), '1');
    await userEvent.type(answer(canvasElement, 1), 'M');
    await userEvent.type(answer(canvasElement, 2), 'Bantay');
    await userEvent.type(fieldByLabel(canvasElement, 'security.questions.loginPassword'), 'Secret123!');
    await save(canvasElement);
    await expect(await question(canvasElement, 2)).toHaveAccessibleDescription(en('security.questions.sameTwice'));
    await expect(answer(canvasElement, 1)).toHaveAccessibleDescription(en('apiError.format_security_answer'));
    await expect(saves.bodies).toHaveLength(0);
  },
};

/** Two different questions: the body carries the ids, the tidied answers and the login password. */
export const Saves: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(await question(canvasElement, 1), '1');
    await userEvent.selectOptions(await question(canvasElement, 2), '3');
    await userEvent.type(answer(canvasElement, 1), ' Reyes ');
    await userEvent.type(answer(canvasElement, 2), 'Cebu  City');
    await userEvent.type(fieldByLabel(canvasElement, 'security.questions.loginPassword'), 'Secret123!');
    await save(canvasElement);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    await expect(saves.bodies).toEqual([
      {
        answers: [
          { questionId: 1, answer: 'Reyes' },
          { questionId: 3, answer: 'Cebu City' },
        ],
        loginPassword: 'Secret123!',
      },
    ]);
  },
};

/** A wrong login password: under it, emptied; the answers stay. */
export const WrongPassword: Story = {
  parameters: {
    wps: { securityQuestionsSet: wpsError('The password is incorrect', 'security.proof.wrong', 400) },
  },
  play: async ({ canvasElement }) => {
    await userEvent.selectOptions(await question(canvasElement, 1), '1');
    await userEvent.selectOptions(await question(canvasElement, 2), '2');
    await userEvent.type(answer(canvasElement, 1), 'Reyes');
    await userEvent.type(answer(canvasElement, 2), 'Bantay');
    const password = fieldByLabel(canvasElement, 'security.questions.loginPassword');
    await userEvent.type(password, 'wrong');
    await save(canvasElement);
    await expect(password).toHaveAccessibleDescription(en('apiError.security_proof_wrong'));
    await expect(password).toHaveValue('');
    await expect(answer(canvasElement, 2)).toHaveValue('Bantay');
  },
};

export const Loading: Story = {
  parameters: { wps: { securityQuestions: WPS_PENDING } },
  play: playLoading,
};

const failFirst = failOnce(sampleQuestions);

export const LoadFailed: Story = {
  beforeEach: failFirst.reset,
  parameters: { wps: { securityQuestions: failFirst.reply } },
  play: async ({ canvasElement }) => {
    await retryFailedLoad(canvasElement);
    await question(canvasElement, 1);
  },
};

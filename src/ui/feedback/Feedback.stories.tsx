import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useStores } from '../../stores/StoresContext';
import { FeedbackHost } from './FeedbackHost';

function FeedbackDemo() {
  const { feedback } = useStores();
  return (
    <main>
      <h1>Feedback</h1>
      <button type="button" onClick={() => feedback.showToast({ kind: 'success', message: 'Change saved' })}>
        Show success toast
      </button>
      <button
        type="button"
        onClick={() =>
          void feedback.confirm({
            title: 'Prompt',
            message: 'Are you sure to logout?',
            confirmLabel: 'Submit',
            cancelLabel: 'Cancel',
          })
        }
      >
        Ask to confirm
      </button>
      <FeedbackHost store={feedback} />
    </main>
  );
}

/** Toasts (a polite status region) and the confirmation dialog (alertdialog; focus moves to Cancel). */
const meta = { title: 'UI/Feedback', component: FeedbackDemo } satisfies Meta<typeof FeedbackDemo>;
export default meta;

export const Toast: StoryObj = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show success toast' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Change saved');
  },
};

export const Confirmation: StoryObj = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ask to confirm' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Prompt' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};

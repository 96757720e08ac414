import type { Meta, StoryObj } from '@storybook/react-vite';
import { observer } from 'mobx-react-lite';
import { expect, userEvent, within } from 'storybook/test';
import { inMain } from '../storybook/inMain';
import { en } from '../storybook/storyText';
import { useStores } from '../stores/StoresContext';
import { LoginRequired } from './LoginRequired';

/** Stands in for the app's login popup (a feature the shared layer does not import): shows what was asked for. */
const PopupState = observer(function PopupState() {
  const { ui } = useStores();
  return (
    <p role="status">
      {ui.loginPopup ? `Login popup open, then ${ui.loginPopup.next ?? ''}` : 'Login popup closed'}
      {ui.loginPopup && (
        <button type="button" onClick={() => ui.closeLoginPopup()}>
          Close popup
        </button>
      )}
    </p>
  );
});

function Page() {
  return (
    <>
      <LoginRequired next="/m/webEmail" />
      <PopupState />
    </>
  );
}

/** A member-only page opened by a visitor (route access `memberPopup`): the popup opens on arrival. */
const meta = { title: 'UI/Login required', component: Page, decorators: [inMain] } satisfies Meta<typeof Page>;
export default meta;

export const OpensLoginPopup: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Login popup open, then /m/webEmail');
    await expect(canvas.getByText(en('messages.loginRequired'))).toBeVisible();
    // Closed, the "Log in" button opens it again.
    await userEvent.click(canvas.getByRole('button', { name: 'Close popup' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Login popup closed');
    await userEvent.click(canvas.getByRole('button', { name: en('messages.logIn') }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Login popup open, then /m/webEmail');
  },
};

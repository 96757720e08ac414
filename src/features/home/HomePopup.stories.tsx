import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inMain } from '../../storybook/inMain';
import { samplePopup } from '../../storybook/sampleContent';
import { en } from '../../storybook/storyText';
import HomePopup, { SEEN_KEY } from './HomePopup';

/** The login pop-up announcement (type PU): once per browser session after signing in, its HTML sanitised. */
const meta = {
  title: 'Home/Login popup',
  component: HomePopup,
  decorators: [inMain],
  args: {
    popups: [
      samplePopup('<p>Deposit this weekend and get <strong>20%</strong> extra.</p><script>window.hacked = 1</script>'),
    ],
  },
} satisfies Meta<typeof HomePopup>;
export default meta;

/** Not yet seen this session: the popup opens; closing it is remembered. */
export const FirstVisit: StoryObj<typeof meta> = {
  beforeEach: () => sessionStorage.removeItem(SEEN_KEY),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Weekend reload bonus' });
    await expect(dialog).toHaveTextContent('Deposit this weekend and get 20% extra.');
    await expect(dialog.querySelector('script')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: en('common.close') }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(sessionStorage.getItem(SEEN_KEY)).toBe('1');
  },
};

/** Already seen this session: nothing opens. */
export const SeenThisSession: StoryObj<typeof meta> = {
  beforeEach: () => {
    sessionStorage.setItem(SEEN_KEY, '1');
    return () => sessionStorage.removeItem(SEEN_KEY);
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

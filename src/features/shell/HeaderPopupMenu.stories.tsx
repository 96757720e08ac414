import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import { HeaderPopupMenu } from './HeaderPopupMenu';

/** The header's pop-up menu: balance and sign-out entries only for a signed-in member. */
const meta = {
  title: 'Shell/Header pop-up menu',
  component: HeaderPopupMenu,
} satisfies Meta<typeof HeaderPopupMenu>;
export default meta;

export const Visitor: StoryObj = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: en('headerMenu.helpCentre') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: en('headerMenu.signOut') })).toBeNull();
    await expect(canvas.getByLabelText(en('languagePicker.label'))).toBeVisible();
  },
};

export const SignedIn: StoryObj = {
  parameters: { session: demoSession, member: demoMember },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: en('headerMenu.signOut') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: en('headerMenu.toggleBalance') })).toBeVisible();
  },
};

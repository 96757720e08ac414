import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import ResponsiblePlayHelpScreen from './ResponsiblePlayHelpScreen';

/** /m/responsiblePlay/help (public): the brand's help lines from its settings, in the player's language. */
const meta = {
  title: 'Responsible play/Help',
  component: ResponsiblePlayHelpScreen,
  decorators: [inMain],
  parameters: { route: paths.responsiblePlayHelp },
} satisfies Meta<typeof ResponsiblePlayHelpScreen>;
export default meta;

/** The brand's help lines, each number a phone link; a visitor is offered sign-in to set limits. */
export const WithHelpLines: StoryObj = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lines = canvas.getByRole('list', { name: en('rp.help.linesHeading') });
    await expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(lines).getByRole('link', { name: '(02) 8522-0299' })).toHaveAttribute('href', 'tel:0285220299');
    await expect(canvas.getByRole('link', { name: en('rp.help.signInForSettings') })).toHaveAttribute(
      'href',
      paths.login,
    );
  },
};

/** A member goes straight to their settings. */
export const SignedIn: StoryObj = {
  parameters: { session: demoSession, member: demoMember },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: en('rp.help.openSettings') })).toHaveAttribute(
      'href',
      paths.responsiblePlay,
    );
  },
};

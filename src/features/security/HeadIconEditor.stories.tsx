import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inMain } from '../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../storybook/loadStateStory';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import { WPS_PENDING } from '../../storybook/wpsReplies';
import { HeadIconEditor } from './HeadIconEditor';
import { configAllSet, recorder } from './storySamples';

const current = { icon: 3, url: '/wps/member/icons/3.svg' };
const saves = recorder({ icon: 5, url: '/wps/member/icons/5.svg' });

/** The 12 head icons as a radio group; saving posts `icon=n` form-encoded. */
const meta = {
  title: 'Security/Head icon',
  component: HeadIconEditor,
  decorators: [inMain],
  args: { config: configAllSet, onSaved: fn(), onClose: fn() },
  beforeEach: saves.reset,
  parameters: {
    session: demoSession,
    member: demoMember,
    wps: { memberInfoIcon: () => current, memberInfoIconSet: saves.reply },
  },
} satisfies Meta<typeof HeadIconEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('group', { name: en('security.icon.groupLabel') });

/** The current icon is checked; the arrow keys move the choice; the save is form-encoded. */
export const Saves: Story = {
  play: async ({ canvasElement, args }) => {
    const icons = within(await group(canvasElement));
    await expect(icons.getAllByRole('radio')).toHaveLength(12);
    const three = icons.getByRole('radio', { name: 'Icon 3' });
    await expect(three).toBeChecked();
    three.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(icons.getByRole('radio', { name: 'Icon 4' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(icons.getByRole('radio', { name: 'Icon 5' })).toBeChecked();
    await userEvent.click(within(canvasElement).getByRole('button', { name: en('security.save') }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    await expect(saves.bodies).toEqual(['icon=5']);
  },
};

export const Loading: Story = {
  parameters: { wps: { memberInfoIcon: WPS_PENDING } },
  play: playLoading,
};

const failFirst = failOnce(current);

export const LoadFailed: Story = {
  beforeEach: failFirst.reset,
  parameters: { wps: { memberInfoIcon: failFirst.reply } },
  play: async ({ canvasElement }) => {
    await retryFailedLoad(canvasElement);
    await group(canvasElement);
  },
};

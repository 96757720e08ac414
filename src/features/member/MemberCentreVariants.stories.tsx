import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../registry/paths';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import MemberCentreBase from './MemberCentreBase';
import MemberCentreNew from './MemberCentreNew';

/** The two member centre screens the server picks with mobileTemplate.mem_cen (0 base, 1 new). */
const meta = {
  title: 'Member/Member centre variants',
  parameters: { session: demoSession, member: demoMember, route: paths.mine },
} satisfies Meta;
export default meta;

export const Base: StoryObj = {
  render: () => <MemberCentreBase />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('region', { name: en('variant.memberCentreBase') }),
    ).toBeVisible();
  },
};

export const New: StoryObj = {
  render: () => <MemberCentreNew />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('region', { name: en('variant.memberCentreNew') }),
    ).toBeVisible();
  },
};

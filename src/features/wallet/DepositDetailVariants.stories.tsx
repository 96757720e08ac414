import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../registry/paths';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import DepositDetailBase from './DepositDetailBase';
import DepositDetailNew from './DepositDetailNew';

/** The two deposit detail screens the server picks with mobileTemplate.dep_func (0 base, 1 new). */
const meta = {
  title: 'Wallet/Deposit detail variants',
  parameters: { session: demoSession, member: demoMember, route: paths.voucherCenter },
} satisfies Meta;
export default meta;

export const Base: StoryObj = {
  render: () => <DepositDetailBase />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: en('deposit.detailBase') })).toBeVisible();
  },
};

export const New: StoryObj = {
  render: () => <DepositDetailNew />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: en('deposit.detailNew') })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths, withQuery } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import { wpsError } from '../../storybook/wpsReplies';
import { depositStories } from './depositStories';
import { recentOrders } from './storySamples';
import VoucherCentreScreen from './VoucherCentreScreen';

/**
 * The deposit centre in its two dep_func variants (0 base: one form; 1 new: method grid → channel → amount →
 * summary), each with methods loading, empty, failed and loaded, and an order pending, paid, expired or cancelled.
 */
const meta = {
  title: 'Wallet/Deposit detail variants',
  component: VoucherCentreScreen,
  decorators: [inMain],
} satisfies Meta<typeof VoucherCentreScreen>;
export default meta;

const base = depositStories('base');
const next = depositStories('new');

export const BaseLoaded = base.Loaded;
export const BaseMethodsLoading = base.MethodsLoading;
export const BaseMethodsEmpty = base.MethodsEmpty;
export const BaseMethodsFailed = base.MethodsFailed;
export const BaseOrderPending = base.OrderPending;
export const BaseOrderPaid = base.OrderPaid;
export const BaseOrderExpired = base.OrderExpired;
export const BaseOrderCancelled = base.OrderCancelled;

export const NewLoaded = next.Loaded;
export const NewMethodsLoading = next.MethodsLoading;
export const NewMethodsEmpty = next.MethodsEmpty;
export const NewMethodsFailed = next.MethodsFailed;
export const NewOrderPending = next.OrderPending;
export const NewOrderPaid = next.OrderPaid;
export const NewOrderExpired = next.OrderExpired;
export const NewOrderCancelled = next.OrderCancelled;

/** A free account (type 4) is refused with the SPEC text before any call. */
export const FreeAccount: StoryObj = {
  parameters: {
    session: { ...demoSession, type: 4 },
    member: { ...demoMember, type: 4 },
    route: paths.voucherCenter,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      en('apiError.auth_trial_forbidden'),
    );
  },
};

/** ?order= of an order that is not the member's: "This order does not exist". */
export const UnknownOrder: StoryObj = {
  parameters: {
    session: demoSession,
    member: demoMember,
    route: withQuery(paths.voucherCenter, { order: 'NOPE' }),
    wps: {
      depositOrders: recentOrders,
      depositOrder: wpsError('Unknown error', 'deposit.order.unknown', 404),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(en('wallet.order.unknown'));
  },
};

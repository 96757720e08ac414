import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths, withQuery } from '../../registry/paths';
import { failOnce } from '../../storybook/loadStateStory';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en, ty } from '../../storybook/storyText';
import { WPS_PENDING } from '../../storybook/wpsReplies';
import { noMethods, recentOrders, sampleMethods, sampleOrder } from './storySamples';

/** Brands per variant: bayani-bet has dep_func 0 (and starts in Filipino), lucky-peso dep_func 1. */
const VARIANTS = {
  base: { brand: 'bayani-bet', text: ty },
  new: { brand: 'lucky-peso', text: en },
} as const;

const common = {
  session: demoSession,
  member: demoMember,
  route: paths.voucherCenter,
};
const lists = { depositOrders: recentOrders, walletBalance: { sumBalance: '10500.00' } };

/** The stories of one deposit-detail variant: methods loaded, loading, empty, failed, and each order state. */
export function depositStories(variant: keyof typeof VARIANTS) {
  const { brand, text } = VARIANTS[variant];
  const base = { ...common, brand };
  const failing = failOnce(sampleMethods);
  const orderAt = (state: 'pending' | 'paid' | 'expired' | 'failed'): StoryObj => ({
    parameters: {
      ...base,
      route: withQuery(paths.voucherCenter, { order: 'D20260115000123' }),
      wps: { ...lists, depositOrder: sampleOrder(state) },
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { name: text('wallet.order.title') })).toBeVisible();
      await expect(canvas.getByText('D20260115000123')).toBeVisible();
      if (state === 'pending') {
        await expect(canvas.getByRole('link', { name: text('wallet.order.payNow') })).toHaveAttribute(
          'href',
          '/wps/pay/sim/D20260115000123',
        );
        await expect(canvas.getByRole('timer')).toBeVisible();
      } else {
        const outcome = await canvas.findByText(text(`wallet.order.${state}`));
        await expect(outcome).toHaveAttribute('role', state === 'paid' ? 'status' : 'alert');
      }
    },
  });

  const loaded: StoryObj = {
    parameters: { ...base, wps: { ...lists, depositMethods: sampleMethods } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      if (variant === 'base') {
        await expect(
          await canvas.findByRole('combobox', { name: text('wallet.deposit.channelLabel') }, { timeout: 5_000 }),
        ).toBeVisible();
        await userEvent.type(canvas.getByRole('textbox', { name: text('wallet.amount.label') }), '500');
        const fee = text('wallet.deposit.fee').replace('{{fee}}', '₱0.00');
        await expect(await canvas.findByText((content) => content.startsWith(fee))).toBeVisible();
      } else {
        await userEvent.click(
          await canvas.findByRole('button', { name: text('wallet.method.BANK') }, { timeout: 5_000 }),
        );
        const closed = canvas.getByRole('button', { name: /PESONet/ });
        await expect(closed).toBeDisabled();
        await expect(closed).toHaveTextContent('08:00–17:00');
        await userEvent.click(canvas.getByRole('button', { name: /InstaPay/ }));
        await userEvent.click(canvas.getByRole('button', { name: '₱500.00' }));
        await expect(canvas.getByRole('textbox', { name: text('wallet.amount.label') })).toHaveValue('500');
      }
      await expect(await canvas.findByRole('list', { name: text('wallet.recent.title') })).toBeVisible();
    },
  };

  return {
    Loaded: loaded,
    MethodsLoading: {
      parameters: { ...base, wps: { ...lists, depositMethods: WPS_PENDING } },
      play: async ({ canvasElement }) => {
        await expect(await within(canvasElement).findByText(text('app.loading'))).toBeVisible();
      },
    } satisfies StoryObj,
    MethodsEmpty: {
      parameters: { ...base, wps: { ...lists, depositMethods: noMethods } },
      play: async ({ canvasElement }) => {
        await expect(await within(canvasElement).findByText(text('wallet.deposit.empty'))).toBeVisible();
      },
    } satisfies StoryObj,
    MethodsFailed: {
      beforeEach: () => failing.reset(),
      parameters: { ...base, wps: { ...lists, depositMethods: failing.reply } },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByRole('alert')).toHaveTextContent(text('app.loadFailed'));
        await userEvent.click(canvas.getByRole('button', { name: text('app.retry') }));
        await expect(
          await canvas.findByRole(
            'heading',
            { name: text(variant === 'base' ? 'wallet.deposit.title' : 'wallet.deposit.chooseMethod') },
            { timeout: 5_000 },
          ),
        ).toBeVisible();
        await expect(canvas.queryByText(text('app.loadFailed'))).toBeNull();
      },
    } satisfies StoryObj,
    OrderPending: orderAt('pending'),
    OrderPaid: orderAt('paid'),
    OrderExpired: orderAt('expired'),
    OrderCancelled: orderAt('failed'),
  };
}

import type { TFunction } from 'i18next';
import type { DepositChannel, DepositMethodsReply, DepositOrder } from '@common/generated/api';
import { decimalToCents } from '@common/money';
import type { FeeRule } from './depositFee';

export type DepositMethod = DepositMethodsReply['methods'][number];
export type MethodId = DepositMethod['id'];

/** What both deposit-detail variants get from the screen (typed for the variant registry). */
export interface DepositDetailProps {
  methods: readonly DepositMethod[];
  /** The order was created: the screen shows it at ?order=<id>. */
  onCreated: (order: DepositOrder) => void;
  /** The server says the channels changed (closed, unknown): load them again. */
  onStale: () => void;
}

const cents = (money: string) => decimalToCents(money) ?? 0;

/** A channel's fee rule in centavos. */
export function feeRule(channel: DepositChannel): FeeRule {
  return {
    percentBps: channel.fee.percentBps,
    fixedCents: cents(channel.fee.fixed),
    capCents: channel.fee.cap === undefined ? undefined : cents(channel.fee.cap),
  };
}

/** A channel's limits in centavos. */
export const channelLimits = (channel: DepositChannel) => ({
  minCents: cents(channel.min),
  maxCents: cents(channel.max),
});

/** Why a channel cannot be used now ("Available 08:00–17:00" or "Temporarily unavailable"); undefined when open. */
export function closedReason(t: TFunction, channel: DepositChannel): string | undefined {
  if (channel.enabledNow) return undefined;
  return channel.window
    ? t('wallet.deposit.window', { from: channel.window.from, to: channel.window.to })
    : t('wallet.deposit.unavailable');
}

/** The first open channel of a method (the default choice). */
export const firstOpen = (method: DepositMethod | undefined) => method?.channels.find((c) => c.enabledNow);

/** Methods that list at least one channel (the empty state shows when there are none). */
export const usableMethods = (methods: readonly DepositMethod[]) => methods.filter((m) => m.channels.length > 0);

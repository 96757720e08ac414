// The brand's deposit channels as the API shows them, and whether each takes deposits right now.
import { centsToDecimal } from '@common/money';
import type { DepositChannel, DepositMethodsReply } from '@common/generated/api';
import type { AppContext } from '../../context';
import {
  CHANNEL_TIME_ZONE,
  channelsOf,
  DEPOSIT_TTL_MINUTES,
  METHOD_ORDER,
  type ChannelConfig,
} from '../../content/paymentMethods';
import { insideWindow } from './localTime';
import { depositsOpen } from './paySecret';

/** Switched on, inside its window, and this server can check the provider's callbacks. */
export function enabledNow(ctx: AppContext, brandId: string, channel: ChannelConfig): boolean {
  if (channel.off || !depositsOpen(ctx, brandId)) return false;
  return !channel.window || insideWindow(ctx.clock(), CHANNEL_TIME_ZONE, channel.window);
}

export const findChannel = (brandId: string, id: string) => channelsOf(brandId).find((c) => c.id === id);

function channelView(ctx: AppContext, brandId: string, c: ChannelConfig): DepositChannel {
  return {
    id: c.id,
    name: c.name,
    min: centsToDecimal(c.minCents),
    max: centsToDecimal(c.maxCents),
    fee: {
      percentBps: c.fee.percentBps,
      fixed: centsToDecimal(c.fee.fixedCents),
      ...(c.fee.capCents === undefined ? {} : { cap: centsToDecimal(c.fee.capCents) }),
    },
    presets: c.presetsCents.map(centsToDecimal),
    ...(c.window ? { window: c.window } : {}),
    enabledNow: enabledNow(ctx, brandId, c),
    ...(c.note ? { note: c.note } : {}),
  };
}

export function depositMethods(ctx: AppContext, brandId: string): DepositMethodsReply {
  const channels = channelsOf(brandId);
  return {
    methods: METHOD_ORDER.map((id) => ({
      id,
      channels: channels.filter((c) => c.method === id).map((c) => channelView(ctx, brandId, c)),
    })).filter((m) => m.channels.length > 0),
    orderTtlMinutes: DEPOSIT_TTL_MINUTES,
  };
}

// Money at the wallet's edge: request amounts, limits and fees. Centavos inside, decimal strings outside.
import { centsToDecimal, decimalToCents } from '@common/money';
import type { ChannelConfig } from '../../content/paymentMethods';
import { WALLET_FAIL } from './failures';

/** A positive Money string → centavos, else 400 request.invalid naming the field. */
export function parseAmount(text: string | undefined, field = 'amount'): number {
  const cents = typeof text === 'string' ? decimalToCents(text) : undefined;
  if (cents === undefined || cents <= 0) throw WALLET_FAIL.amountFormat(field);
  return cents;
}

/** Throws `refuse(min, max)` unless min ≤ cents ≤ max. */
export function checkRange(cents: number, min: number, max: number, refuse: (min: string, max: string) => Error): void {
  if (cents < min || cents > max) throw refuse(centsToDecimal(min), centsToDecimal(max));
}

/** fixed + amount × percentBps / 10000 rounded half up to a centavo, capped. */
export function feeCents(channel: ChannelConfig, amountCents: number): number {
  const { percentBps, fixedCents, capCents } = channel.fee;
  const fee = fixedCents + Math.floor((amountCents * percentBps + 5000) / 10000);
  return capCents === undefined ? fee : Math.min(fee, capCents);
}

/** The Idempotency-Key header, trimmed: required on every money endpoint. */
export function requireKey(header: string | string[] | undefined): string {
  const key = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!key || key.length > 100) throw WALLET_FAIL.keyMissing();
  return key;
}

// The vendor's signature: lowercase hex HMAC-SHA256 of "<timestamp>.<raw body>" with its secret, the timestamp
// (epoch ms, X-Vendor-Timestamp) within 5 minutes of the server clock. The raw body is signed, not a re-serialised
// one, so the vendor's JSON bytes are what is checked.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';
import { VENDOR_FAIL } from './failures';
import { findVendor, vendorSecret, type VendorRow } from './vendors';

export const VENDOR_WINDOW_MS = 5 * 60 * 1000;

/** What a vendor's call brings besides its parsed body. */
export interface SignedCall {
  vendorId: string;
  timestamp: string;
  signature: string;
  rawBody: string;
}

export function signVendorBody(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/**
 * The calling vendor when the signature holds (unknown vendor, no secret or a wrong signature: one refusal, so a
 * caller learns nothing of which), then the timestamp window.
 */
export async function verifiedVendor(ctx: Pick<AppContext, 'db' | 'clock'>, call: SignedCall): Promise<VendorRow> {
  const vendor = await findVendor(ctx.db, call.vendorId);
  const secret = vendor && vendorSecret(vendor);
  if (!vendor || !secret) throw VENDOR_FAIL.signature();
  const expected = Buffer.from(signVendorBody(secret, call.timestamp, call.rawBody), 'hex');
  const given = Buffer.from(call.signature.toLowerCase(), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw VENDOR_FAIL.signature();
  if (Math.abs(ctx.clock().getTime() - Number(call.timestamp)) > VENDOR_WINDOW_MS) throw VENDOR_FAIL.timestamp();
  return vendor;
}

import { createHmac, timingSafeEqual } from 'node:crypto';

export interface LaunchTicket {
  userId: number;
  brandId: string;
  nodeId: number;
  /** Expiry, epoch ms. */
  exp: number;
}

export const LAUNCH_TTL_MS = 2 * 3600 * 1000;

/** A signed, expiring ticket for the demo game page (the session token never goes into a URL). */
export function signTicket(secret: Buffer, t: LaunchTicket): string {
  const payload = Buffer.from(JSON.stringify([t.userId, t.brandId, t.nodeId, t.exp])).toString('base64url');
  const mac = createHmac('sha256', secret).update(payload).digest('base64url');
  return `${payload}.${mac}`;
}

export function readTicket(secret: Buffer, ticket: string, now: number): LaunchTicket | undefined {
  const [payload, mac] = ticket.split('.');
  if (!payload || !mac) return undefined;
  const expected = createHmac('sha256', secret).update(payload).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const [userId, brandId, nodeId, exp] = JSON.parse(Buffer.from(payload, 'base64url').toString()) as [
      number,
      string,
      number,
      number,
    ];
    if (exp <= now) return undefined;
    return { userId, brandId, nodeId, exp };
  } catch {
    return undefined;
  }
}

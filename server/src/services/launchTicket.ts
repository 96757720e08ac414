import { createHmac, timingSafeEqual } from 'node:crypto';

export interface LaunchTicket {
  userId: number;
  brandId: string;
  nodeId: number;
  /** Expiry, epoch ms. */
  exp: number;
  /** The launching session (its token's SHA-256, the sessions key): the ticket dies with that session. */
  session: string;
}

/** A ticket opens the game for 15 minutes; launching again from the app gives a fresh one. */
export const LAUNCH_TTL_MS = 15 * 60 * 1000;

/**
 * A signed, expiring ticket for the demo game page, bound to the session that launched it. The session token never
 * goes into a URL; the ticket rides in the launch URL's fragment (never sent to a server, so never in its logs) and
 * then in the X-Launch-Ticket header.
 */
export function signTicket(secret: Buffer, t: LaunchTicket): string {
  const payload = Buffer.from(JSON.stringify([t.userId, t.brandId, t.nodeId, t.exp, t.session])).toString('base64url');
  const mac = createHmac('sha256', secret).update(payload).digest('base64url');
  return `${payload}.${mac}`;
}

/** The ticket when its signature holds and it has not expired (the caller checks its session is still live). */
export function readTicket(secret: Buffer, ticket: string, now: number): LaunchTicket | undefined {
  const [payload, mac, extra] = ticket.split('.');
  if (!payload || !mac || extra !== undefined) return undefined;
  const expected = createHmac('sha256', secret).update(payload).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const [userId, brandId, nodeId, exp, session] = JSON.parse(Buffer.from(payload, 'base64url').toString()) as [
      number,
      string,
      number,
      number,
      string,
    ];
    if (typeof session !== 'string' || !(exp > now)) return undefined;
    return { userId, brandId, nodeId, exp, session };
  } catch {
    return undefined;
  }
}

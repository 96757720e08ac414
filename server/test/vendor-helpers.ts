// Shared set-up of the vendor wallet tests: a vendor row, signed calls (as a vendor signs them), launches and the
// ledger totals of a member.
import { eq, sql } from 'drizzle-orm';
import { gameVendors, ledgerEntries, ledgerTxns } from '../src/db/schema';
import { signBody } from '../scripts/vendorSim';
import { auth, type Envelope, type TestServer } from './harness';

export const SECRET = 'vendor-test-secret';
/** A JILI slot: the test vendor plays JILI. */
export const JILI_GAME = 100071;

let made = 0;

/** A vendor of lucky-peso playing JILI, with its secret in the table (or none: `secret: null`). */
export async function addVendor(s: TestServer, over: Partial<typeof gameVendors.$inferInsert> = {}) {
  made += 1;
  const row = {
    id: `simv${made}${Math.floor(Math.random() * 1e4)}`,
    name: 'Simulated vendor',
    codes: ['JILI'],
    brands: ['lucky-peso'],
    launchUrl: 'https://vendor.example/play',
    secret: SECRET,
    createdAt: s.ctx.clock(),
    ...over,
  };
  // One vendor per vendor code and brand: a new JILI vendor takes the launches from the earlier ones.
  if (row.codes.includes('JILI') && row.enabled !== false)
    await s.ctx.db
      .update(gameVendors)
      .set({ enabled: false })
      .where(sql`${gameVendors.codes} ? 'JILI'`);
  await s.ctx.db.insert(gameVendors).values(row);
  return row;
}

export interface Signed {
  status: number;
  body: Envelope<Record<string, unknown>>;
}

/** A vendor call signed with `secret` at the server clock (or `timestamp`), or with a given signature. */
export async function vendorCall(
  s: TestServer,
  vendorId: string,
  path: string,
  body: object,
  o: { secret?: string; timestamp?: number; signature?: string } = {},
): Promise<Signed> {
  const raw = JSON.stringify(body);
  const ts = String(o.timestamp ?? s.ctx.clock().getTime());
  const res = await s.inject({
    method: 'POST',
    url: `/wps/vendor/${path}`,
    headers: {
      'content-type': 'application/json',
      'x-vendor-id': vendorId,
      'x-vendor-timestamp': ts,
      'x-vendor-signature': o.signature ?? signBody(o.secret ?? SECRET, ts, raw),
    },
    payload: raw,
  });
  return { status: res.statusCode, body: res.json() as Envelope<Record<string, unknown>> };
}

/** Launches the game as the member; the one-time token from the vendor's URL. */
export async function launchToken(s: TestServer, token: string, nodeId = JILI_GAME): Promise<string> {
  const res = await s.inject({ url: `/wps/game/launch?nodeId=${nodeId}&brand=lucky-peso`, headers: auth(token) });
  const body = res.json() as Envelope<{ url: string }>;
  if (!body.success) throw new Error(`launch failed: ${JSON.stringify(body)}`);
  return new URL(body.value!.url).searchParams.get('token')!;
}

/** Launch + exchange: the vendor may now debit the member. */
export async function openGame(s: TestServer, vendorId: string, token: string) {
  const exchanged = await vendorCall(s, vendorId, 'session', { token: await launchToken(s, token) });
  if (!exchanged.body.success) throw new Error(`exchange failed: ${JSON.stringify(exchanged.body)}`);
  return exchanged.body.value!;
}

/** The ledger txns of a vendor (kind, key) and whether every txn sums to zero. */
export async function vendorLedger(s: TestServer, vendorId: string) {
  const txns = await s.ctx.db
    .select({ id: ledgerTxns.id, kind: ledgerTxns.kind, key: ledgerTxns.idempotencyKey })
    .from(ledgerTxns)
    .where(eq(ledgerTxns.scope, `vendor:${vendorId}`));
  const sums = await s.ctx.db
    .select({ txn: ledgerEntries.txnId, total: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.txnId);
  return { txns, unbalanced: sums.filter((r) => Number(r.total) !== 0) };
}

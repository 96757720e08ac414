// The seamless wallet for game vendors (issue 32): signed calls, the one-time launch token, idempotency by the
// vendor's transaction id, rollbacks in and out of order, and responsible play on a debit.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServer, type TestServer, auth } from './harness';
import { newPlayer } from './records-helpers';
import { rp } from './responsible-play-helpers';
import { addVendor, JILI_GAME, launchToken, openGame, SECRET, vendorCall, vendorLedger } from './vendor-helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const balanceOf = async (userId: number) => s.ctx.wallet.balanceCents('lucky-peso', userId);

describe('signature and timestamp', () => {
  test('a wrong signature, an unknown vendor, a vendor without a secret and a stale timestamp are refused', async () => {
    const v = await addVendor(s);
    const p = await newPlayer(s, { balanceCents: 10_000 });
    const body = { playerId: String(p.id) };
    const ok = await vendorCall(s, v.id, 'balance', body);
    expect(ok.body).toMatchObject({
      success: true,
      value: { playerId: String(p.id), balance: '100.00', currency: 'PHP' },
    });
    const wrong = await vendorCall(s, v.id, 'balance', body, { secret: 'not-the-secret' });
    expect([wrong.status, wrong.body.code]).toEqual([401, 'vendor.signature.invalid']);
    const unknown = await vendorCall(s, 'no-such-vendor', 'balance', body);
    expect([unknown.status, unknown.body.code]).toEqual([401, 'vendor.signature.invalid']);
    const bare = await addVendor(s, { secret: null, codes: [] });
    expect((await vendorCall(s, bare.id, 'balance', body)).body.code).toBe('vendor.signature.invalid');
    const disabled = await addVendor(s, { enabled: false, codes: [] });
    expect((await vendorCall(s, disabled.id, 'balance', body)).body.code).toBe('vendor.signature.invalid');
    const now = s.ctx.clock().getTime();
    const stale = await vendorCall(s, v.id, 'balance', body, { timestamp: now - 6 * 60_000 });
    expect([stale.status, stale.body.code]).toEqual([401, 'vendor.timestamp.invalid']);
    const ahead = await vendorCall(s, v.id, 'balance', body, { timestamp: now + 6 * 60_000 });
    expect(ahead.body.code).toBe('vendor.timestamp.invalid');
    expect((await vendorCall(s, v.id, 'balance', body, { timestamp: now - 4 * 60_000 })).body.success).toBe(true);
    // The signature covers the raw bytes: the same JSON re-spaced is another body.
    const ts = String(now);
    const { signBody } = await import('../scripts/vendorSim');
    const res = await s.inject({
      method: 'POST',
      url: '/wps/vendor/balance',
      headers: {
        'content-type': 'application/json',
        'x-vendor-id': v.id,
        'x-vendor-timestamp': ts,
        'x-vendor-signature': signBody(SECRET, ts, JSON.stringify(body)),
      },
      payload: JSON.stringify(body, null, 1),
    });
    expect(res.json()).toMatchObject({ code: 'vendor.signature.invalid' });
  });

  test('the secret may come from GAME_VENDOR_SECRET_<ID>', async () => {
    const v = await addVendor(s, { id: 'env-vendor-x', secret: null, codes: [] });
    const p = await newPlayer(s);
    process.env.GAME_VENDOR_SECRET_ENV_VENDOR_X = 'from-the-env';
    try {
      const r = await vendorCall(s, v.id, 'balance', { playerId: String(p.id) }, { secret: 'from-the-env' });
      expect(r.body.success).toBe(true);
    } finally {
      delete process.env.GAME_VENDOR_SECRET_ENV_VENDOR_X;
    }
  });

  test('a player of a brand the vendor does not serve is unknown to it', async () => {
    const v = await addVendor(s, { brands: ['bayani-bet'], codes: [] });
    const p = await newPlayer(s);
    expect((await vendorCall(s, v.id, 'balance', { playerId: String(p.id) })).body.code).toBe('vendor.player.unknown');
  });
});

describe('the launch token', () => {
  test('single use, short-lived, bound to its vendor and its session', async () => {
    const v = await addVendor(s);
    const other = await addVendor(s, { codes: [] });
    const p = await newPlayer(s, { balanceCents: 5_000 });
    const token = await launchToken(s, p.token);
    expect((await vendorCall(s, other.id, 'session', { token })).body.code).toBe('vendor.token.invalid');
    const first = await vendorCall(s, v.id, 'session', { token });
    expect(first.body.value).toMatchObject({
      playerId: String(p.id),
      brand: 'lucky-peso',
      currency: 'PHP',
      balance: '50.00',
      nodeId: JILI_GAME,
    });
    expect((await vendorCall(s, v.id, 'session', { token })).body.code).toBe('vendor.token.invalid');
    const late = await launchToken(s, p.token);
    s.clock.advance(6 * 60);
    try {
      expect((await vendorCall(s, v.id, 'session', { token: late })).body.code).toBe('vendor.token.invalid');
    } finally {
      s.clock.advance(-6 * 60);
    }
    const before = await launchToken(s, p.token);
    await s.inject({ method: 'DELETE', url: '/wps/session/logout?brand=lucky-peso', headers: auth(p.token) });
    expect((await vendorCall(s, v.id, 'session', { token: before })).body.code).toBe('vendor.token.invalid');
  });

  test('a game no vendor plays still opens the in-house page', async () => {
    await addVendor(s);
    const p = await newPlayer(s);
    const res = await s.inject({ url: '/wps/game/launch?nodeId=100576&brand=lucky-peso', headers: auth(p.token) });
    expect((res.json() as { value: { url: string } }).value.url).toMatch(/^\/demo-game\/100576/);
  });
});

describe('debit, credit and rollback', () => {
  test('each call is idempotent by its transaction id; the same id with other content is refused', async () => {
    const v = await addVendor(s);
    const p = await newPlayer(s, { balanceCents: 10_000 });
    const { playerId } = await openGame(s, v.id, p.token);
    const debit = { playerId, transactionId: 'd1', roundId: 'r1', nodeId: JILI_GAME, amount: '10.00' };
    const first = await vendorCall(s, v.id, 'debit', debit);
    expect(first.body.value).toMatchObject({
      transactionId: 'd1',
      balance: '90.00',
      betNo: `${v.id.toUpperCase()}-d1`,
    });
    expect((await vendorCall(s, v.id, 'debit', debit)).body).toEqual(first.body);
    expect((await vendorCall(s, v.id, 'debit', { ...debit, amount: '11.00' })).body.code).toBe(
      'idempotency.key.reused',
    );
    const credit = { playerId, transactionId: 'c1', betTransactionId: 'd1', amount: '25.00' };
    const paid = await vendorCall(s, v.id, 'credit', credit);
    expect(paid.body.value).toMatchObject({ balance: '115.00' });
    expect((await vendorCall(s, v.id, 'credit', credit)).body).toEqual(paid.body);
    // A second credit of the same bet (another id) and a rollback after the credit are refused.
    expect((await vendorCall(s, v.id, 'credit', { ...credit, transactionId: 'c2' })).body.code).toBe(
      'vendor.bet.closed',
    );
    const rb = { playerId, transactionId: 'rb1', betTransactionId: 'd1' };
    expect((await vendorCall(s, v.id, 'rollback', rb)).body.code).toBe('vendor.bet.closed');
    expect(await balanceOf(p.id)).toBe(11_500);
    const { txns, unbalanced } = await vendorLedger(s, v.id);
    expect(txns.map((t) => [t.kind, t.key]).sort()).toEqual([
      ['vendor-bet', 'credit:c1'],
      ['vendor-bet', 'debit:d1'],
    ]);
    expect(unbalanced).toEqual([]);
    // The betting record shows it settled, with the vendor's game.
    const detail = await s.inject({
      url: `/wps/record/bets/${encodeURIComponent(`${v.id.toUpperCase()}-d1`)}?brand=lucky-peso`,
      headers: auth(p.token),
    });
    expect(detail.json()).toMatchObject({
      value: {
        source: 'vendor',
        bet: { stake: '10.00', win: '25.00', net: '15.00', status: 'settled', vendor: 'JILI' },
      },
    });
  });

  test('a credit of a debit not yet received is refused, and may be retried once the debit arrives', async () => {
    const v = await addVendor(s);
    const p = await newPlayer(s, { balanceCents: 10_000 });
    const { playerId } = await openGame(s, v.id, p.token);
    const credit = { playerId, transactionId: 'c9', betTransactionId: 'd9', amount: '0.00' };
    expect((await vendorCall(s, v.id, 'credit', credit)).body.code).toBe('vendor.bet.unknown');
    await vendorCall(s, v.id, 'debit', {
      playerId,
      transactionId: 'd9',
      roundId: 'r9',
      nodeId: JILI_GAME,
      amount: '5.00',
    });
    expect((await vendorCall(s, v.id, 'credit', credit)).body.value).toMatchObject({ balance: '95.00' });
  });

  test('a rollback before its debit is recorded: the late debit is refused and moves nothing', async () => {
    const v = await addVendor(s);
    const p = await newPlayer(s, { balanceCents: 10_000 });
    const { playerId } = await openGame(s, v.id, p.token);
    const rb = { playerId, transactionId: 'rb2', betTransactionId: 'd2' };
    const early = await vendorCall(s, v.id, 'rollback', rb);
    expect(early.body).toMatchObject({ success: true, value: { transactionId: 'rb2', balance: '100.00' } });
    expect((await vendorCall(s, v.id, 'rollback', rb)).body).toEqual(early.body);
    const debit = { playerId, transactionId: 'd2', roundId: 'r2', nodeId: JILI_GAME, amount: '10.00' };
    const late = await vendorCall(s, v.id, 'debit', debit);
    expect([late.status, late.body.code]).toEqual([409, 'vendor.bet.rolledback']);
    expect((await vendorCall(s, v.id, 'debit', debit)).body.code).toBe('vendor.bet.rolledback');
    expect(await balanceOf(p.id)).toBe(10_000);
    expect((await vendorLedger(s, v.id)).txns).toEqual([]);
  });

  test('a rollback after its debit returns the stake and voids the bet; a credit after it is refused', async () => {
    const v = await addVendor(s);
    const p = await newPlayer(s, { balanceCents: 10_000 });
    const { playerId } = await openGame(s, v.id, p.token);
    await vendorCall(s, v.id, 'debit', {
      playerId,
      transactionId: 'd3',
      roundId: 'r3',
      nodeId: JILI_GAME,
      amount: '30.00',
    });
    expect(await balanceOf(p.id)).toBe(7_000);
    const rb = { playerId, transactionId: 'rb3', betTransactionId: 'd3' };
    const back = await vendorCall(s, v.id, 'rollback', rb);
    expect(back.body.value).toMatchObject({ balance: '100.00' });
    expect((await vendorCall(s, v.id, 'rollback', rb)).body).toEqual(back.body);
    // Another rollback id of the same bet returns nothing more.
    await vendorCall(s, v.id, 'rollback', { ...rb, transactionId: 'rb3b' });
    expect(await balanceOf(p.id)).toBe(10_000);
    const credit = { playerId, transactionId: 'c3', betTransactionId: 'd3', amount: '60.00' };
    expect((await vendorCall(s, v.id, 'credit', credit)).body.code).toBe('vendor.bet.rolledback');
    const { txns, unbalanced } = await vendorLedger(s, v.id);
    expect(txns.map((t) => t.kind).sort()).toEqual(['vendor-bet', 'vendor-rollback']);
    expect(unbalanced).toEqual([]);
  });
});

describe('a debit respects the wallet and responsible play', () => {
  test('insufficient funds, a wager limit, a signed-out session and an exclusion refuse a debit', async () => {
    const v = await addVendor(s);
    const p = await newPlayer(s, { balanceCents: 10_000 });
    const { playerId } = await openGame(s, v.id, p.token);
    const debit = (id: string, amount: string) =>
      vendorCall(s, v.id, 'debit', { playerId, transactionId: id, roundId: id, nodeId: JILI_GAME, amount });
    expect((await debit('big', '100.01')).body.code).toBe('wallet.insufficient');
    // A refusal is the first answer too: the same id stays refused.
    expect((await debit('big', '100.01')).body.code).toBe('wallet.insufficient');
    await rp(s, p.token, 'PUT', '/limits', { key: 'wager.day', amount: '50.00' });
    expect((await debit('w1', '30.00')).body.success).toBe(true);
    // The first bet is not credited yet: its stake counts toward the limit.
    const over = await debit('w2', '30.00');
    expect([over.status, over.body.code]).toEqual([409, 'rp.limit.wager']);
    expect((await debit('w3', '20.00')).body.success).toBe(true);
    expect(await balanceOf(p.id)).toBe(5_000);
    // A game of a vendor code the vendor does not play.
    expect(
      (
        await vendorCall(s, v.id, 'debit', {
          playerId,
          transactionId: 'g',
          roundId: 'g',
          nodeId: 100001,
          amount: '1.00',
        })
      ).body.code,
    ).toBe('game.not.found');

    const q = await newPlayer(s, { balanceCents: 10_000 });
    const opened = await openGame(s, v.id, q.token);
    await s.inject({ method: 'DELETE', url: '/wps/session/logout?brand=lucky-peso', headers: auth(q.token) });
    const out = await vendorCall(s, v.id, 'debit', {
      playerId: opened.playerId,
      transactionId: 'q1',
      roundId: 'q1',
      nodeId: JILI_GAME,
      amount: '1.00',
    });
    expect(out.body.code).toBe('auth.logged.out');
  });

  test('an excluded member cannot be debited, but is still credited', async () => {
    const v = await addVendor(s);
    const p = await newPlayer(s, { balanceCents: 10_000 });
    const { playerId } = await openGame(s, v.id, p.token);
    await vendorCall(s, v.id, 'debit', {
      playerId,
      transactionId: 'e1',
      roundId: 'e1',
      nodeId: JILI_GAME,
      amount: '10.00',
    });
    const ex = await rp(s, p.token, 'POST', '/exclusion', { duration: '24h', password: 'records1234!' });
    expect(ex.body.success).toBe(true);
    const refused = await vendorCall(s, v.id, 'debit', {
      playerId,
      transactionId: 'e2',
      roundId: 'e2',
      nodeId: JILI_GAME,
      amount: '10.00',
    });
    expect(refused.body.code).toBe('rp.excluded');
    const paid = await vendorCall(s, v.id, 'credit', {
      playerId,
      transactionId: 'e1c',
      betTransactionId: 'e1',
      amount: '20.00',
    });
    expect(paid.body.value).toMatchObject({ balance: '110.00' });
  });
});

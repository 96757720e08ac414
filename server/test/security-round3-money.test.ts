// Security round 3 (issue 28), the money findings: bonus money under turnover leaves neither by withdrawal nor by a
// transfer to superior (finding 2), transfers have a daily cap in the brand's local day (finding 2), and red envelopes
// and rewards with no deposit behind them are bonus money, not cash (finding 7). Runs on PGlite, and on PostgreSQL
// with DATABASE_URL.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  UplineTransferInfoReply,
  UplineTransferReply,
  WithdrawCreateReply,
  WithdrawInfoReply,
} from '@common/generated/api';
import { ledgerTxns, users } from '../src/db/schema';
import { LEDGER_KINDS } from '../src/services/ledger';
import { issueReward } from '../src/services/promotions/rewards';
import { handleCallback } from '../src/services/wallet/callback';
import { createDeposit } from '../src/services/wallet/deposits';
import { EXIT_KINDS } from '../src/services/wallet/turnover';
import { setBrandSettings } from './brandSettingsFixture';
import { auth, startServer, type TestServer } from './harness';
import { body, newMember, userId } from './promotions-helpers';
import { balance, call, member, PAY_PASSWORD, signedCallback, spin, unbalancedTxns } from './wallet-helpers';

const BRAND = 'lucky-peso';
let s: TestServer;
let agentId: number;
let payHash: string;
beforeAll(async () => {
  s = await startServer();
  agentId = await userId(s.ctx, 'agent');
  payHash = await s.ctx.passwords.hash(PAY_PASSWORD);
});
afterAll(() => s.close());

interface Player {
  id: number;
  token: string;
}

/** A fresh member of lucky-peso under the demo agent, allowed to transfer up, with a payment password and no money. */
async function player(name: string, srv = s): Promise<Player> {
  const m = await newMember(srv, name);
  await srv.ctx.db
    .update(users)
    .set({ uplineId: await userId(srv.ctx, 'agent'), toUpline: true, paymentPasswordHash: payHash })
    .where(eq(users.id, m.id));
  return m;
}

/** A paid deposit through the real order and callback. */
async function deposit(p: Player, pesos: number, srv = s) {
  const order = await createDeposit(
    srv.ctx,
    { id: p.id, brandId: BRAND },
    { channelId: 'GCASH', amount: `${pesos}.00` },
    `dep-${p.id}-${pesos}-${Math.random()}`,
  );
  expect((await handleCallback(srv.ctx, signedCallback(srv, order))).accepted).toBe(true);
}

/** A settled demo spin: a wager of the turnover rule. */
const wager = (p: Player, stakeCents: number, winCents = 0, srv = s) =>
  spin(srv, p.id, stakeCents, winCents, `spin-${p.id}-${Math.random()}`);

let keys = 0;
const transfer = (p: Player, amount: string, srv = s) =>
  call<UplineTransferReply>(
    srv,
    'POST',
    `/wps/transaction/transfer/upline?brand=${BRAND}`,
    { ...auth(p.token), 'idempotency-key': `t-${++keys}` },
    { amount, paymentPassword: PAY_PASSWORD },
  );
const transferInfo = async (p: Player, srv = s) =>
  (await call<UplineTransferInfoReply>(srv, 'GET', `/wps/transaction/transfer/upline?brand=${BRAND}`, auth(p.token)))
    .body.value!;
const withdrawInfo = async (token: string) =>
  (await call<WithdrawInfoReply>(s, 'GET', `/wps/transaction/withdraw?brand=${BRAND}`, auth(token))).body.value!;
const withdraw = (token: string, cardId: number, amount: string) =>
  call<WithdrawCreateReply>(
    s,
    'POST',
    `/wps/transaction/withdraw?brand=${BRAND}`,
    { ...auth(token), 'idempotency-key': `w-${++keys}` },
    { amount, bankCardId: cardId, paymentPassword: PAY_PASSWORD },
  );
const refusal = (r: { status: number; body: { code?: string; value?: unknown } }) => [
  r.status,
  r.body.code,
  r.body.value,
];

describe('finding 2: a bonus under turnover cannot leave through the superior', () => {
  test('a transfer is held to the withdrawable amount; the agent gets only cash; wagering frees the rest', async () => {
    const p = await player('r3money01');
    await deposit(p, 100);
    const reward = await s.ctx.db.transaction((tx) =>
      issueReward(tx, s.ctx.clock(), {
        brandId: BRAND,
        userId: p.id,
        source: 'operator',
        titleEn: 'Bonus',
        titleTy: 'Bonus',
        amountCents: 500_00,
        turnover: true,
      }),
    );
    const claimed = await s.inject({
      method: 'POST',
      url: `/wps/rewards/${reward.id}/claim?brand=${BRAND}`,
      headers: auth(p.token),
      payload: {},
    });
    expect(claimed.statusCode).toBe(200);
    expect(await transferInfo(p)).toMatchObject({ balance: '600.00', transferable: '100.00' });
    const agentBefore = await balance(s, agentId);

    expect(refusal(await transfer(p, '600.00'))).toEqual([409, 'transfer.turnover', { transferable: '100.00' }]);
    expect(refusal(await transfer(p, '100.01'))).toEqual([409, 'transfer.turnover', { transferable: '100.00' }]);
    expect((await transfer(p, '100.00')).body.value).toMatchObject({ amount: '100.00', balance: '500.00' });
    expect(refusal(await transfer(p, '1.00'))).toEqual([409, 'transfer.turnover', { transferable: '0.00' }]);
    expect(await balance(s, agentId)).toBe(agentBefore + 100_00);
    expect(await transferInfo(p)).toMatchObject({ balance: '500.00', transferable: '0.00' });

    // Wagered 300 of the 500 (won it back): 300 may leave now, not more.
    await wager(p, 300_00, 300_00);
    expect(refusal(await transfer(p, '300.01'))).toEqual([409, 'transfer.turnover', { transferable: '300.00' }]);
    expect((await transfer(p, '300.00')).status).toBe(200);
    await wager(p, 200_00, 200_00);
    expect((await transfer(p, '200.00')).body.value).toMatchObject({ balance: '0.00' });
    expect(await balance(s, agentId)).toBe(agentBefore + 600_00);
    expect(await unbalancedTxns(s)).toEqual([]);
  });

  test('a bonus alone can leave neither way, and the agent receives nothing of it', async () => {
    const p = await player('r3money02');
    const card = (await member(s, 'r3money02', 'member1234!')).cardId;
    await s.ctx.wallet.credit({ brandId: BRAND, userId: p.id, cents: 1_000_00, kind: 'bonus', key: `b-${p.id}` });
    const agentBefore = await balance(s, agentId);
    expect(refusal(await transfer(p, '1000.00'))).toEqual([409, 'transfer.turnover', { transferable: '0.00' }]);
    expect(refusal(await withdraw(p.token, card, '1000.00'))).toEqual([
      409,
      'withdraw.turnover',
      { withdrawable: '0.00' },
    ]);
    expect(await balance(s, agentId)).toBe(agentBefore);
    expect(await balance(s, p.id)).toBe(1_000_00);
  });
});

describe('finding 2: every way out checks the turnover', () => {
  test('each ledger kind that takes money out of a member is an exit kind, and its service checks leavableCents', () => {
    const outOfMember = Object.entries(LEDGER_KINDS)
      .filter(([, what]) => what.startsWith('member →'))
      .map(([kind]) => kind);
    expect(outOfMember.sort()).toEqual([...EXIT_KINDS].sort());
    const root = join(__dirname, '../src/services');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    for (const kind of EXIT_KINDS) {
      const booking = files.filter((f) => readFileSync(join(root, f), 'utf8').includes(`kind: '${kind}'`));
      expect(booking, kind).not.toEqual([]);
      for (const f of booking) expect(readFileSync(join(root, f), 'utf8'), f).toMatch(/await leavableCents\(tx, /);
    }
  });
});

describe('finding 2: the daily cap on transfers to superior', () => {
  const setCap = (srv: TestServer, dailyCap: string) =>
    setBrandSettings(srv, { settings: { uplineTransfer: { dailyCap } } }, { brand: BRAND });

  test('the default cap is 100000.00 a day; a brand setting changes it; the info shows what is left', async () => {
    const p = await player('r3money03');
    expect(await transferInfo(p)).toMatchObject({ dailyCap: '100000.00', leftToday: '100000.00' });
    await setCap(s, '50.00');
    await deposit(p, 200);
    expect((await transfer(p, '30.00')).status).toBe(200);
    expect(refusal(await transfer(p, '30.00'))).toEqual([
      409,
      'transfer.daily.limit',
      { dailyCap: '50.00', left: '20.00' },
    ]);
    expect(await transferInfo(p)).toMatchObject({ dailyCap: '50.00', leftToday: '20.00', transferable: '170.00' });
    expect((await transfer(p, '20.00')).status).toBe(200);
    expect(refusal(await transfer(p, '1.00'))).toEqual([
      409,
      'transfer.daily.limit',
      { dailyCap: '50.00', left: '0.00' },
    ]);
    expect(await balance(s, p.id)).toBe(150_00);
  });

  test('parallel transfers never pass the cap together', async () => {
    await setCap(s, '50.00');
    const p = await player('r3money04');
    await deposit(p, 500);
    const replies = await Promise.all(Array.from({ length: 6 }, () => transfer(p, '20.00')));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(2);
    expect(replies.filter((r) => r.body.code === 'transfer.daily.limit')).toHaveLength(4);
    expect(await balance(s, p.id)).toBe(460_00);
  });

  test("the day is the brand's local day (Asia/Manila), not UTC", async () => {
    const own = await startServer();
    try {
      // 23:58 in Manila is 15:58 UTC: two minutes later the brand's day is new, the UTC day is not.
      own.clock.offsetMs = Date.parse('2031-03-10T15:58:00Z') - Date.now();
      await setCap(own, '50.00');
      const p = await player('r3money05', own);
      await deposit(p, 200, own);
      expect((await transfer(p, '50.00', own)).status).toBe(200);
      expect((await transfer(p, '1.00', own)).body.code).toBe('transfer.daily.limit');
      own.clock.advance(4 * 60);
      expect(own.ctx.clock().toISOString().slice(0, 10)).toBe('2031-03-10');
      expect(await transferInfo(p, own)).toMatchObject({ leftToday: '50.00' });
      expect((await transfer(p, '50.00', own)).status).toBe(200);
    } finally {
      await own.close();
    }
  });
});

describe('finding 7: red envelope rain and rewards without a deposit are bonus money', () => {
  const rain = {
    id: 'r3-rain',
    titleEn: 'Rain',
    titleTy: 'Ulan',
    from: '00:00',
    to: '24:00',
    pool: '1000.00',
    min: '150.00',
    max: '150.00',
    perMember: 1,
    perEvent: 100,
  };

  test('a member who never deposited grabs rain: no withdrawal, no transfer until it is wagered', async () => {
    await setBrandSettings(s, { settings: { redRain: { events: [rain] } } }, { brand: BRAND });
    const p = await player('r3money06');
    const me = await member(s, 'r3money06', 'member1234!');
    const grab = await s.inject({
      method: 'POST',
      url: `/wps/redRain/${rain.id}/grab?brand=${BRAND}`,
      headers: { ...auth(p.token), 'idempotency-key': 'grab-1' },
      payload: {},
    });
    expect(body<{ amount: string }>(grab).value!.amount).toBe('150.00');
    expect(await withdrawInfo(p.token)).toMatchObject({
      balance: '150.00',
      withdrawable: '0.00',
      turnoverRemaining: '150.00',
    });
    expect(refusal(await withdraw(p.token, me.cardId, '100.00'))).toEqual([
      409,
      'withdraw.turnover',
      { withdrawable: '0.00' },
    ]);
    expect(refusal(await transfer(p, '100.00'))).toEqual([409, 'transfer.turnover', { transferable: '0.00' }]);

    await wager(p, 150_00, 150_00);
    expect((await withdraw(p.token, me.cardId, '100.00')).status).toBe(200);
    expect((await transfer(p, '50.00')).status).toBe(200);
    expect(await balance(s, p.id)).toBe(0);
  });

  test('a reward without turnover is cash only for a member who has deposited', async () => {
    const give = (uid: number) =>
      s.ctx.db.transaction((tx) =>
        issueReward(tx, s.ctx.clock(), {
          brandId: BRAND,
          userId: uid,
          source: 'operator',
          titleEn: 'Gift',
          titleTy: 'Regalo',
          amountCents: 200_00,
          turnover: false,
        }),
      );
    const claimAs = async (p: Player) => {
      const reward = await give(p.id);
      const res = await s.inject({
        method: 'POST',
        url: `/wps/rewards/${reward.id}/claim?brand=${BRAND}`,
        headers: auth(p.token),
        payload: {},
      });
      expect(res.statusCode).toBe(200);
      const [txn] = await s.ctx.db
        .select()
        .from(ledgerTxns)
        .where(eq(ledgerTxns.idempotencyKey, `reward:${reward.id}`));
      return txn!.kind;
    };
    const never = await player('r3money07');
    expect(await claimAs(never)).toBe('reward');
    expect(await transferInfo(never)).toMatchObject({ balance: '200.00', transferable: '0.00' });
    const paying = await player('r3money08');
    await deposit(paying, 100);
    expect(await claimAs(paying)).toBe('reward-cash');
    expect(await transferInfo(paying)).toMatchObject({ balance: '300.00', transferable: '300.00' });
  });
});

// Records and reports: who may call them, the brand flags, the date rules and the cursor check, for every report.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays } from '@common/recordRange';
import { setBrandSettings } from './brandSettingsFixture';
import { startServer, type TestServer } from './harness';
import { newPlayer, report, today, type Player } from './records-helpers';

let s: TestServer;
let p: Player;
beforeAll(async () => {
  s = await startServer();
  p = await newPlayer(s, { balanceCents: 10_000 });
});
afterAll(() => s.close());

const LISTS = [
  ['deposits', 'DEPRECM3'],
  ['withdrawals', 'WITHREC3'],
  ['transactions', 'TRANSREC3'],
  ['bets', 'TRANSBETREPMEM3'],
  ['pnl', 'PERSREP'],
] as const;

const setFlag = (flag: string, on: boolean) => setBrandSettings(s, { settings: { whiteLabel: { [flag]: on } } });

describe.each(LISTS)('GET /wps/record/%s', (path, flag) => {
  const day = () => today(s);

  test('needs a session', async () => {
    const r = await report(s, path, undefined, { startDate: day(), endDate: day() });
    expect([r.status, r.body.code]).toEqual([401, 'auth.required']);
    const stale = await report(s, path, 'not-a-token', { startDate: day(), endDate: day() });
    expect(stale.status).toBe(401);
  });

  test('answers an empty period with zero totals', async () => {
    const r = await report<{ list?: unknown[]; nextCursor?: null; totals: Record<string, unknown> }>(s, path, p.token, {
      startDate: day(),
      endDate: day(),
    });
    expect(r.status).toBe(200);
    if (path !== 'pnl') expect(r.body.value).toMatchObject({ nextCursor: null });
    expect(r.body.value!.totals.count).toBe(path === 'transactions' ? 1 : 0); // the seed credit of newPlayer
  });

  test('refuses bad periods with the shared rules', async () => {
    const t = day();
    const cases: [Record<string, string>, number, string, Record<string, unknown>?][] = [
      [{ startDate: '2024-02-30', endDate: t }, 400, 'record.date.invalid', { field: 'startDate' }],
      [{ startDate: t, endDate: '2024-13-01' }, 400, 'record.date.invalid', { field: 'endDate' }],
      [{ startDate: t, endDate: addDays(t, -1) }, 400, 'record.date.order'],
      [{ startDate: addDays(t, -31), endDate: t }, 400, 'record.date.span', { maxDays: 31 }],
      [
        { startDate: addDays(t, -90), endDate: addDays(t, -80) },
        400,
        'record.date.too.old',
        { earliest: addDays(t, -89) },
      ],
      [{ startDate: '20240101', endDate: t }, 400, 'request.invalid'],
      [{ endDate: t }, 400, 'request.invalid'],
    ];
    for (const [query, status, code, value] of cases) {
      const r = await report(s, path, p.token, query);
      expect([r.status, r.body.code], JSON.stringify(query)).toEqual([status, code]);
      if (value) expect(r.body.value).toMatchObject(value);
      if (code.startsWith('record.')) expect(r.body.message).toBe('Unknown error');
    }
    // The widest allowed period: 31 days, starting 89 days back.
    const widest = await report(s, path, p.token, { startDate: addDays(t, -89), endDate: addDays(t, -59) });
    expect(widest.status).toBe(200);
  });

  test(`answers 403 with the SPEC text while ${flag} is off`, async () => {
    await setFlag(flag, false);
    try {
      const r = await report(s, path, p.token, { startDate: day(), endDate: day() });
      expect([r.status, r.body.code, r.body.message]).toEqual([
        403,
        'auth.no.permission',
        'Sorry, this account does not have permission or the feature is temporarily unavailable',
      ]);
    } finally {
      await setFlag(flag, true);
    }
  });

  if (path !== 'pnl')
    test('refuses a cursor it did not make', async () => {
      const other = Buffer.from(`${path === 'bets' ? 'dep' : 'bet'}.1700000000000000.1`).toString('base64url');
      for (const cursor of ['abc', other, Buffer.from('bet.x.1').toString('base64url')]) {
        const r = await report(s, path, p.token, { startDate: day(), endDate: day(), cursor });
        expect([r.status, r.body.code], cursor).toEqual([400, 'record.cursor.invalid']);
      }
      const bad = await report(s, path, p.token, { startDate: day(), endDate: day(), cursor: 'a.b' });
      expect(bad.body.code).toBe('request.invalid');
    });
});

describe('who sees what', () => {
  test('deposits and withdrawals need a real account; bets, transactions and P&L any member', async () => {
    const free = await newPlayer(s, { type: 4 });
    const t = today(s);
    for (const path of ['deposits', 'withdrawals']) {
      const r = await report(s, path, free.token, { startDate: t, endDate: t });
      expect([r.status, r.body.code]).toEqual([403, 'auth.trial.forbidden']);
    }
    for (const path of ['bets', 'transactions', 'pnl'])
      expect((await report(s, path, free.token, { startDate: t, endDate: t })).status).toBe(200);
  });

  test('the agent view of transactions is for agents only', async () => {
    const t = today(s);
    for (const type of [0, 4, 40]) {
      const member = await newPlayer(s, { type });
      const r = await report(s, 'transactions', member.token, { startDate: t, endDate: t, types: 'A' });
      expect([r.status, r.body.code], `type ${type}`).toEqual([403, 'auth.no.permission']);
    }
    const agent = await newPlayer(s, { type: 1 });
    expect((await report(s, 'transactions', agent.token, { startDate: t, endDate: t, types: 'A' })).status).toBe(200);
  });

  test('a bet of another member is unknown', async () => {
    const r = await s.inject({
      url: '/wps/record/bets/DEMO000000000000?brand=lucky-peso',
      headers: { authorization: `Bearer ${p.token}` },
    });
    expect([r.statusCode, r.json().code]).toEqual([404, 'record.bet.unknown']);
  });
});

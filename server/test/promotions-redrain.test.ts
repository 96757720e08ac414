// Red envelope rain: timed daily events from the brand settings; the server draws every amount, caps per member and
// per event, credits through the ledger; a replayed grab returns its first reply.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RedRainGrabReply, RedRainReply } from '@common/generated/api';
import { occurrenceAt } from '../src/services/promotions/redRainSchedule';
import { resetBrandSettings, setBrandSettings } from './brandSettingsFixture';
import { auth, startServer, type TestServer } from './harness';
import { body, newMember } from './promotions-helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const events = async (token?: string) =>
  body<RedRainReply>(await s.inject({ url: '/wps/redRain?brand=lucky-peso', headers: token ? auth(token) : {} })).value!
    .events;
let keys = 0;
const grab = (token: string, eventId: string, key: string | null = `k${++keys}`) =>
  s.inject({
    method: 'POST',
    url: `/wps/redRain/${eventId}/grab?brand=lucky-peso`,
    headers: { ...auth(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: {},
  });
const setEvents = (list: object[]) => setBrandSettings(s, { settings: { redRain: { events: list } } });
const event = (over: object) => ({
  id: 'test',
  titleEn: 'Test rain',
  titleTy: 'Pagsubok',
  from: '00:00',
  to: '24:00',
  pool: '100.00',
  min: '1.00',
  max: '10.00',
  perMember: 2,
  perEvent: 3,
  ...over,
});

describe('schedule', () => {
  const at = (iso: string) => new Date(iso);
  const evening = event({ from: '20:00', to: '20:30' }) as Parameters<typeof occurrenceAt>[0];
  const night = event({ from: '23:00', to: '01:00' }) as Parameters<typeof occurrenceAt>[0];
  test('daily windows in the brand time zone, also across midnight', () => {
    // 12:00 UTC is 20:00 in Manila (UTC+8).
    expect(occurrenceAt(evening, at('2026-03-10T12:10:00Z'), 'Asia/Manila')).toEqual({
      start: at('2026-03-10T12:00:00Z'),
      end: at('2026-03-10T12:30:00Z'),
      live: true,
    });
    expect(occurrenceAt(evening, at('2026-03-10T12:30:00Z'), 'Asia/Manila')).toMatchObject({
      start: at('2026-03-11T12:00:00Z'),
      live: false,
    });
    expect(occurrenceAt(night, at('2026-03-10T16:30:00Z'), 'Asia/Manila')).toEqual({
      start: at('2026-03-10T15:00:00Z'),
      end: at('2026-03-10T17:00:00Z'),
      live: true,
    });
    const allDay = event({}) as Parameters<typeof occurrenceAt>[0];
    expect(occurrenceAt(allDay, at('2026-03-10T15:59:59Z'), 'Asia/Manila')).toMatchObject({
      start: at('2026-03-09T16:00:00Z'),
      end: at('2026-03-10T16:00:00Z'),
      live: true,
    });
  });
});

describe('grabbing', () => {
  test('the seeded all-day event is live now; visitors see it but may not grab', async () => {
    const list = await events();
    const allDay = list.find((e) => e.id === 'all-day')!;
    expect(allDay).toMatchObject({ state: 'live', allowed: false, myGrabs: 0, perMember: 3, min: '1.00' });
    expect(list.find((e) => e.id === 'lucky-eight')).toBeDefined();
  });

  test('caps per member, then per event; each amount in range and credited once', async () => {
    await setEvents([event({})]);
    const a = await newMember(s, 'rain01');
    const b = await newMember(s, 'rain02');
    const first = body<RedRainGrabReply>(await grab(a.token, 'test')).value!;
    expect(Number(first.amount)).toBeGreaterThanOrEqual(1);
    expect(Number(first.amount)).toBeLessThanOrEqual(10);
    expect(first).toMatchObject({ eventId: 'test', grabsLeft: 1, balance: first.amount });
    const second = body<RedRainGrabReply>(await grab(a.token, 'test')).value!;
    expect(second.grabsLeft).toBe(0);
    const third = await grab(a.token, 'test');
    expect(third.statusCode).toBe(409);
    expect(body(third).code).toBe('redrain.limit');
    expect(body<RedRainGrabReply>(await grab(b.token, 'test')).success).toBe(true);
    expect(body(await grab(b.token, 'test')).code).toBe('redrain.empty'); // perEvent 3
    const mine = (await events(a.token)).find((e) => e.id === 'test')!;
    expect(mine).toMatchObject({ myGrabs: 2, envelopesLeft: 0, allowed: true });
    expect(Number(mine.myTotal)).toBeCloseTo(Number(first.amount) + Number(second.amount), 2);
  });

  test('the pool is never exceeded: the last envelope is what is left', async () => {
    await setEvents([event({ id: 'tiny', pool: '1.50', min: '1.00', max: '1.00', perMember: 5, perEvent: 10 })]);
    const m = await newMember(s, 'rain03');
    expect(body<RedRainGrabReply>(await grab(m.token, 'tiny')).value!.amount).toBe('1.00');
    expect(body<RedRainGrabReply>(await grab(m.token, 'tiny')).value!.amount).toBe('0.50');
    expect(body(await grab(m.token, 'tiny')).code).toBe('redrain.empty');
  });

  test('a replay with the same key returns the first reply and pays nothing more', async () => {
    await setEvents([event({ id: 'replay', perMember: 3 })]);
    const m = await newMember(s, 'rain04');
    const a = await grab(m.token, 'replay', 'same-key');
    const b = await grab(m.token, 'replay', 'same-key');
    expect(b.json()).toEqual(a.json());
    const state = (await events(m.token)).find((e) => e.id === 'replay')!;
    expect(state.myGrabs).toBe(1);
    const balance = await s.inject({ url: '/wps/wallets/balance?brand=lucky-peso', headers: auth(m.token) });
    expect(body<{ sumBalance: string }>(balance).value!.sumBalance).toBe(body<RedRainGrabReply>(a).value!.amount);
    await setEvents([event({ id: 'other' })]);
    expect(body(await grab(m.token, 'other', 'same-key')).code).toBe('idempotency.key.reused');
  });

  test('outside the window, unknown events, missing keys, other member types and free accounts are refused', async () => {
    const now = s.ctx.clock();
    // A window that closed a minute ago (Manila time).
    const manila = new Date(now.getTime() + 8 * 3600_000);
    const hhmm = (d: Date) => d.toISOString().slice(11, 16);
    const closed = event({
      id: 'closed',
      from: hhmm(new Date(manila.getTime() - 3 * 60_000)),
      to: hhmm(new Date(manila.getTime() - 60_000)),
    });
    await setEvents([closed, event({ id: 'agents', memberTypes: [1] })]);
    const m = await newMember(s, 'rain05');
    expect(body(await grab(m.token, 'closed')).code).toBe('redrain.closed');
    expect((await events(m.token)).find((e) => e.id === 'closed')!.state).toBe('upcoming');
    expect(body(await grab(m.token, 'nope')).code).toBe('redrain.unknown');
    expect(body(await grab(m.token, 'agents')).code).toBe('auth.no.permission');
    expect((await events(m.token)).find((e) => e.id === 'agents')!.allowed).toBe(false);
    const missing = await grab(m.token, 'agents', null);
    expect(body(missing)).toMatchObject({ code: 'request.invalid', value: { field: 'Idempotency-Key' } });
    const agent = await s.token('agent', 'agent1234!');
    expect(body(await grab(agent, 'agents')).success).toBe(true);
    const free = await s.token('type4', 'type4pass!');
    expect((await grab(free, 'agents')).statusCode).toBe(403);
    // The next day's occurrence opens when the clock reaches it.
    s.clock.advance(24 * 3600 - 150);
    expect((await events(m.token)).find((e) => e.id === 'closed')!.state).toBe('live');
    expect(body(await grab(m.token, 'closed')).success).toBe(true);
    await resetBrandSettings(s, 'lucky-peso');
  });
});

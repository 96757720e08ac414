// SMS through the HTTP gateway adapter, against a real gateway stub (node:http) with dev tools off (production):
// the gateway gets the templated request, the record goes queued → sent → delivered by a signed receipt, a failing
// gateway is retried then given up (the player's replies stay normal and the budget is not lost), and mobile
// registration completes with the code the gateway received.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, smsCodes } from '../src/db/schema';
import { startServer, type Envelope, type TestServer } from './harness';
import { signedReceipt, startGateway, until, type GatewayAnswer } from './messages-counterparts';

const SECRET = 'receipt-secret-for-tests';
let s: TestServer;
let gw: Awaited<ReturnType<typeof startGateway>>;
let base: string;
let nextId = 0;
let answers: GatewayAnswer[] = [];

beforeAll(async () => {
  // Each request takes the next queued answer; with none left, a 200 with the gateway's own id.
  gw = await startGateway(() => answers.shift() ?? { status: 200, json: { data: { id: `gw-${++nextId}` } } });
  s = await startServer({
    production: true,
    rateLimits: { sms: { max: 1, windowSeconds: 3600 } },
    messages: {
      smsGateway: {
        url: gw.url,
        method: 'POST',
        format: 'json',
        body: '{"messages":[{"destination":"{msisdn}","content":"{text}","reference":"{id}"}]}',
        headers: { authorization: 'Bearer gateway-key' },
        idPath: 'data.id',
        timeoutMs: 300,
      },
      receiptSecret: SECRET,
      maxAttempts: 3,
      retryBaseMs: 1000,
    },
  });
  base = await s.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await s.close();
  await gw.close();
});

const sendCode = (mobileNum: string, url = '/wps/verification/sms/register', query = '') =>
  s.inject({
    method: 'POST',
    url: `${url}?brand=lucky-peso${query}`,
    payload: { mobileNum, countryDialingCode: '+63' },
  });
const rowsTo = (mobile: string) => s.ctx.db.select().from(messages).where(eq(messages.to, mobile));
const lastRow = async (mobile: string) => (await rowsTo(mobile)).sort((a, b) => a.id - b.id).at(-1)!;
/** The gateway's request for one of our message ids. */
const requestFor = (id: number) =>
  gw.requests.find(
    (r) => (JSON.parse(r.body) as { messages: { reference: string }[] }).messages[0]!.reference === `${id}`,
  );
const receipt = (fields: Parameters<typeof signedReceipt>[1], secret = SECRET) =>
  fetch(`${base}/wps/messages/receipt?brand=lucky-peso`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(signedReceipt(secret, fields)),
  });

describe('the HTTP gateway adapter', () => {
  test('the gateway gets the templated request; a signed receipt takes the record from sent to delivered', async () => {
    const res = await sendCode('9175550101');
    expect(res.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const sent = await until(
      () => lastRow('+63 9175550101'),
      (r) => r.state === 'sent',
    );
    expect(sent).toMatchObject({ kind: 'sms', template: 'smsCode', attempts: 1, provider: 'http', lastError: null });
    // the text (and the code in it) is not kept once sent
    expect(sent.body).toBeNull();
    expect(sent.code).toBeNull();
    expect(sent.providerId).toMatch(/^gw-\d+$/);

    const req = requestFor(sent.id)!;
    expect(req.method).toBe('POST');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers.authorization).toBe('Bearer gateway-key');
    const msg = (JSON.parse(req.body) as { messages: { destination: string; content: string }[] }).messages[0]!;
    expect(msg.destination).toBe('639175550101');
    expect(msg.content).toMatch(/^Lucky Peso: your verification code is \d{6}\. It expires in 5 minutes\.$/);

    // a wrong signature and an old timestamp are refused, and change nothing
    const forged = await receipt({ id: `${sent.id}`, providerId: sent.providerId!, status: 'delivered' }, 'not-it');
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ success: false, code: 'message.signature.invalid' });
    const old = String(Date.now() - 16 * 60 * 1000);
    const stale = await receipt({
      id: `${sent.id}`,
      providerId: sent.providerId!,
      status: 'delivered',
      timestamp: old,
    });
    expect(stale.status).toBe(400);
    expect(await stale.json()).toMatchObject({ code: 'message.timestamp.invalid' });
    const otherProvider = await receipt({ id: `${sent.id}`, providerId: 'gw-other', status: 'delivered' });
    expect(await otherProvider.json()).toEqual({ success: true, value: { accepted: false, state: 'unknown' } });
    expect((await lastRow('+63 9175550101')).state).toBe('sent');

    const ok = await receipt({ id: `${sent.id}`, providerId: sent.providerId!, status: 'delivered' });
    expect(await ok.json()).toEqual({ success: true, value: { accepted: true, state: 'delivered' } });
    const delivered = await lastRow('+63 9175550101');
    expect(delivered.state).toBe('delivered');
    expect(delivered.deliveredAt).not.toBeNull();
    // a replay is idempotent: nothing changes
    const again = await receipt({ id: `${sent.id}`, providerId: sent.providerId!, status: 'failed' });
    expect(await again.json()).toEqual({ success: true, value: { accepted: false, state: 'delivered' } });
    expect((await lastRow('+63 9175550101')).state).toBe('delivered');
  });

  test('the text follows the request language (Filipino)', async () => {
    await sendCode('9175550102', '/wps/verification/sms/register', '&language=TY');
    const row = await until(
      () => lastRow('+63 9175550102'),
      (r) => r.state === 'sent',
    );
    const content = (JSON.parse(requestFor(row.id)!.body) as { messages: { content: string }[] }).messages[0]!.content;
    expect(content).toMatch(/^Lucky Peso: ang iyong verification code ay \d{6}\. Mag-e-expire ito/);
  });

  test('a failing gateway (500, timeout) is retried, then failed; the replies stay normal and the budget is kept', async () => {
    answers = [{ status: 500 }, { status: 200, delayMs: 1500 }, { status: 503 }];
    const started = Date.now();
    const res = await sendCode('9175550103');
    // the player's reply does not wait for the gateway, and is the normal one
    expect(res.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    expect(Date.now() - started).toBeLessThan(1500);

    const first = await until(
      () => lastRow('+63 9175550103'),
      (r) => r.attempts === 1 && r.state === 'queued',
    );
    expect(first.lastError).toBe('gateway answered 500');
    expect(first.body).not.toBeNull(); // kept for the retry
    s.clock.advance(2);
    await s.ctx.messages.runDue();
    const second = await until(
      () => lastRow('+63 9175550103'),
      (r) => r.attempts === 2 && r.state === 'queued',
    );
    expect(second.lastError).toBe('gateway timed out after 300 ms');
    s.clock.advance(3);
    await s.ctx.messages.runDue();
    const failed = await until(
      () => lastRow('+63 9175550103'),
      (r) => r.state === 'failed',
    );
    expect(failed).toMatchObject({ attempts: 3, lastError: 'gateway answered 503', body: null, code: null });
    expect(failed.failedAt).not.toBeNull();

    // asking again is allowed at once (the code never arrived) and not charged: the budget here is 1 an hour
    const retry = await sendCode('9175550103');
    expect(retry.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    await until(
      () => lastRow('+63 9175550103'),
      (r) => r.state === 'sent',
    );
    // that new code did arrive, so the next request is the usual "too soon"
    expect((await sendCode('9175550103')).json()).toMatchObject({ code: 'verification.code.too.soon' });
    expect(await s.ctx.db.select().from(smsCodes).where(eq(smsCodes.mobile, '+63 9175550103'))).toHaveLength(2);
  });

  test('a gateway that refuses the message itself (400) is not retried', async () => {
    answers = [{ status: 400, json: { error: 'invalid destination' } }];
    await sendCode('9175550104');
    const row = await until(
      () => lastRow('+63 9175550104'),
      (r) => r.state === 'failed',
    );
    expect(row).toMatchObject({ attempts: 1, lastError: 'gateway answered 400' });
  });
});

describe('production mode: mobile registration through the gateway', () => {
  test('the code the gateway received registers the member', async () => {
    const before = gw.requests.length;
    expect((await sendCode('9175550105')).statusCode).toBe(200);
    const row = await until(
      () => lastRow('+63 9175550105'),
      (r) => r.state === 'sent',
    );
    expect(gw.requests.length).toBeGreaterThan(before);
    const content = (JSON.parse(requestFor(row.id)!.body) as { messages: { content: string }[] }).messages[0]!.content;
    const code = /code is (\d{6})/.exec(content)![1]!;
    const res = await s.encrypted('PUT', '/wps/member/register/mobile?brand=lucky-peso', {
      mobileNum: '9175550105',
      countryDialingCode: '+63',
      verificationCode: code,
      password: 'mobile-pass',
      confirmPassword: 'mobile-pass',
    });
    const body = res.json() as Envelope<{ userName: string; token: string }>;
    expect(body).toMatchObject({ success: true, value: { userName: 'm9175550105' } });
    expect(s.ctx.outbox.list()).toEqual([]);
  });
});

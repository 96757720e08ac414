// E-mail through the SMTP adapter (nodemailer), against a real SMTP server in this process (smtp-server), with the
// dev tools off (production): the reset mail arrives, its link is followed through the API and sets a new password.
// An SMTP server that is down is retried, then given up, and the player's reply is the normal one.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages, users } from '../src/db/schema';
import { startServer, type TestServer } from './harness';
import { startSmtp, until } from './messages-counterparts';

let s: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  smtp = await startSmtp();
  s = await startServer({
    production: true,
    messages: {
      smtp: { host: '127.0.0.1', port: smtp.port, from: 'Lucky Peso <no-reply@luckypeso.example>', timeoutMs: 2000 },
      publicUrls: { LUCKY_PESO: 'https://play.luckypeso.example' },
    },
  });
});
afterAll(async () => {
  await s.close();
  await smtp.close();
});

const setEmail = (username: string, email: string) =>
  s.ctx.db
    .update(users)
    .set({ email })
    .where(and(eq(users.brandId, 'lucky-peso'), eq(users.username, username)));
const askReset = (username: string, email: string) =>
  s.inject({
    method: 'POST',
    url: '/wps/member/password/email?brand=lucky-peso',
    remoteAddress: '10.0.3.1',
    payload: { username, email },
  });

describe('the SMTP adapter', () => {
  test('the reset mail arrives by SMTP; its link sets a new password', async () => {
    await setEmail('type0', 'type0.reset@example.ph');
    expect((await askReset('type0', 'type0.reset@example.ph')).json()).toEqual({ success: true, value: null });
    const [mail] = await until(
      async () => smtp.mails.filter((m) => m.to.includes('type0.reset@example.ph')),
      (list) => list.length === 1,
    );
    expect(mail!.subject).toBe('Reset your Lucky Peso password');
    const link = /https:\/\/play\.luckypeso\.example\/m\/forget\?resetToken=([A-Za-z0-9_-]+)&brand=lucky-peso/.exec(
      mail!.text,
    );
    expect(link, mail!.text).not.toBeNull();

    const [row] = await s.ctx.db.select().from(messages).where(eq(messages.to, 'type0.reset@example.ph'));
    expect(row).toMatchObject({ kind: 'email', template: 'resetMail', state: 'sent', provider: 'smtp', attempts: 1 });
    expect(row!.providerId).toBe(mail!.messageId);
    // the link is not kept once the mail is sent
    expect(row!.body).toBeNull();
    expect(row!.code).toBeNull();

    // the page's link carries the token: the app posts it with the new password
    const reset = await s.inject({
      method: 'POST',
      url: '/wps/member/password/reset?brand=lucky-peso',
      payload: { resetToken: link![1], newPassword: 'from-the-mail-1', confirmNewPassword: 'from-the-mail-1' },
    });
    expect(reset.json()).toEqual({ success: true, value: null });
    expect((await s.login('type0', 'from-the-mail-1')).success).toBe(true);
    expect((await s.login('type0', 'type0pass!')).success).toBe(false);
    expect(s.ctx.outbox.list()).toEqual([]);
  });

  test('an SMTP server that is down: retried, then failed; the reply is the normal one', async () => {
    await smtp.close();
    await setEmail('type40', 'type40.reset@example.ph');
    expect((await askReset('type40', 'type40.reset@example.ph')).json()).toEqual({ success: true, value: null });
    const read = async () =>
      (await s.ctx.db.select().from(messages).where(eq(messages.to, 'type40.reset@example.ph')))[0]!;
    let row = await until(read, (r) => r.attempts === 1 && r.state === 'queued');
    expect(row.lastError).toMatch(/^SMTP /);
    for (let attempt = 2; attempt <= 5; attempt++) {
      s.clock.advance(2 ** attempt * 5);
      await s.ctx.messages.runDue();
      row = await until(read, (r) => r.attempts === attempt && r.state !== 'sending');
    }
    expect(row).toMatchObject({ state: 'failed', body: null, code: null });
    expect(row.lastError).not.toContain('type40');
  });
});

// Shared by the promotions tests: multipart bodies, image bytes, bet rows and members.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { announcements, bets, users } from '../src/db/schema';
import type { AppContext } from '../src/context';
import { auth, type Envelope, type TestServer } from './harness';

/** A PNG signature and a few bytes after it (the server checks the first 8 bytes). */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452', 'hex'),
]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF-test')]);
export const GIF = Buffer.from('GIF89a-not-allowed');

export interface FilePart {
  field?: string;
  filename: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----promo${randomUUID().replace(/-/g, '')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'images'}"; filename="${f.filename}"\r\n` +
          `Content-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POSTs an application for the activity. */
export function apply(
  s: TestServer,
  token: string,
  id: number,
  fields: Record<string, string>,
  files: FilePart[] = [],
) {
  const body = multipart(fields, files);
  return s.inject({
    method: 'POST',
    url: `/wps/promotions/${id}/apply?brand=lucky-peso`,
    headers: { ...auth(token), ...body.headers },
    payload: body.payload,
  });
}

/** The id of the brand's promotion with this English title. */
export async function activityId(ctx: AppContext, title: string, brandId = 'lucky-peso'): Promise<number> {
  const [row] = await ctx.db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.brandId, brandId), eq(announcements.titleEn, title)));
  if (!row) throw new Error(`no promotion ${title}`);
  return row.id;
}

export async function userId(ctx: AppContext, username: string, brandId = 'lucky-peso'): Promise<number> {
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brandId, brandId), eq(users.username, username)));
  return row!.id;
}

let betSeq = 0;
/** A settled bet row (the records' tables are written by their own services; tests place rows directly). */
export async function addBet(
  ctx: AppContext,
  bet: { userId: number; category: string; validStakeCents: number; settledAt?: Date; brandId?: string },
) {
  betSeq += 1;
  const at = bet.settledAt ?? ctx.clock();
  const [row] = await ctx.db
    .insert(bets)
    .values({
      brandId: bet.brandId ?? 'lucky-peso',
      userId: bet.userId,
      betNo: `T${Date.now()}${betSeq}`,
      nodeId: 1,
      vendor: 'TEST',
      category: bet.category,
      stakeCents: bet.validStakeCents,
      validStakeCents: bet.validStakeCents,
      winCents: 0,
      netCents: -bet.validStakeCents,
      status: 'settled',
      source: 'feed',
      placedAt: at,
      settledAt: at,
    })
    .returning({ id: bets.id });
  return row!.id;
}

/** The JSON envelope of a reply. */
export const body = <T>(res: { json: () => unknown }) => res.json() as Envelope<T>;

/** A fresh member of lucky-peso (no seeded bets or rewards) and a session token. */
export async function newMember(s: TestServer, username: string, type = 0) {
  const password = 'member1234!';
  const [row] = await s.ctx.db
    .insert(users)
    .values({
      brandId: 'lucky-peso',
      merchantCode: 'LUCKYPESO',
      username,
      passwordHash: await s.ctx.passwords.hash(password),
      type,
      createdAt: s.ctx.clock(),
    })
    .returning({ id: users.id });
  return { id: row!.id, token: await s.token(username, password) };
}

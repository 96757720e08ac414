// Inbox messages from the console: to one member or a segment of a brand, written into inbox_messages (the table the
// player's inbox reads) by one INSERT … SELECT, so a segment of any size costs one statement, not one per member.
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { OpsMessageSendBody, OpsMessageSendReply } from '@common/generated/api';
import type { OperatorPrincipal } from '../../api/access';
import type { AppContext } from '../../context';
import { inboxMessages, users } from '../../db/schema';
import { rowsOf } from '../../db/sql';
import { FAIL } from '../../errors';
import { writeAudit } from './audit';
import { cleanTexts, writableBrand } from './contentChange';

/** Who gets it: the named member, every real member of the brand, or those in a VIP level range. */
function recipients(brandId: string, b: OpsMessageSendBody): { where: SQL; target: string } {
  const brand = eq(users.brandId, brandId);
  if ((b.username === undefined) === (b.segment === undefined)) throw FAIL.fieldInvalid('segment', 'one.of');
  if (b.username !== undefined) {
    const name = b.username.trim().toLowerCase();
    return { where: and(brand, eq(users.username, name))!, target: `member:${name}` };
  }
  // Trial accounts are throw-away: a broadcast is for real members.
  const real = and(brand, eq(users.isTrial, false))!;
  if (b.segment === 'all') return { where: real, target: `segment:${brandId}:all` };
  if (b.vipMin === undefined || b.vipMax === undefined || b.vipMin > b.vipMax)
    throw FAIL.fieldInvalid('vipMax', 'range');
  return {
    where: and(real, gte(users.vipLevel, b.vipMin), lte(users.vipLevel, b.vipMax))!,
    target: `segment:${brandId}:vip:${b.vipMin}-${b.vipMax}`,
  };
}

export async function sendMessage(
  ctx: AppContext,
  op: OperatorPrincipal,
  address: string,
  b: OpsMessageSendBody,
): Promise<OpsMessageSendReply> {
  const brandId = writableBrand(ctx, op, b.brandId);
  const { where, target } = recipients(brandId, b);
  const texts = cleanTexts(b);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    // Counted in the database: a segment's ids never come back to this process.
    const [row] = await rowsOf<{ n: number | string }>(
      tx,
      sql`with sent as (
        insert into ${inboxMessages} (user_id, title_en, title_ty, content_en, content_ty, created_at)
        select ${users.id}, ${texts.titleEn}::text, ${texts.titleTy}::text, ${texts.contentEn}::text,
          ${texts.contentTy}::text, ${now.toISOString()}::timestamptz
        from ${users} where ${where}
        returning 1
      ) select count(*) as n from sent`,
    );
    const sent = Number(row?.n ?? 0);
    if (sent === 0 && b.username !== undefined) throw FAIL.notFound();
    await writeAudit(tx, now, {
      operatorId: op.operator.id,
      action: 'message.send',
      brandId,
      target,
      before: null,
      after: { recipients: sent, titleEn: texts.titleEn, titleTy: texts.titleTy },
      address,
    });
    return { recipients: sent };
  });
}

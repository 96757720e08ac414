// Application images go back only to the member who uploaded them (and to the dev-tools operator). Anyone else gets
// the same 404 as for an id that does not exist, so ids reveal nothing.
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { promotionUploads } from '../../db/schema';
import { PROMO_FAIL } from './failures';

/** The stored image of the owner (userId) or, for the operator (userId undefined), of the brand. */
export async function readUpload(ctx: AppContext, brandId: string, id: number, userId: number | undefined) {
  const [row] = await ctx.db
    .select()
    .from(promotionUploads)
    .where(
      and(
        eq(promotionUploads.id, id),
        eq(promotionUploads.brandId, brandId),
        userId === undefined ? undefined : eq(promotionUploads.userId, userId),
      ),
    );
  if (!row) throw PROMO_FAIL.notFound();
  return row;
}

/** Sends the image bytes with their checked type; never cached by shared caches, never sniffed as something else. */
export async function sendUpload(
  reply: FastifyReply,
  row: { contentType: string; data: Buffer; id: number },
): Promise<FastifyReply> {
  return reply
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header(
      'Content-Disposition',
      `inline; filename="application-${row.id}${row.contentType === 'image/png' ? '.png' : '.jpg'}"`,
    )
    .type(row.contentType)
    .send(row.data);
}

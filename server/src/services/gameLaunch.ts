// Launching a game: a configured game vendor's page with a one-time launch token (services/vendors/launch.ts), else
// the in-house demo game page, opened with a signed ticket.
import type { GameLaunchQuery, GameLaunchReply } from '@common/generated/api';
import type { AppContext } from '../context';
import { FAIL } from '../errors';
import type { Lang } from '../plugins/brand';
import { findGame, findGameByRoom, type GameRow } from './games';
import { LAUNCH_TTL_MS, signTicket } from './launchTicket';
import { touchRecent } from './recents';
import { checkLaunch, rpAt } from './responsiblePlay/enforce';
import type { SessionUser } from './sessions';
import { vendorLaunchUrl } from './vendors/launch';
import { vendorForGame } from './vendors/vendors';

/**
 * The game's launch URL for the member (by nodeId, or vendor + gameId); the game becomes recently played. The ticket
 * is bound to the calling session and rides in the URL fragment, which browsers never send to a server.
 */
export async function launchGame(
  ctx: Pick<AppContext, 'db' | 'clock' | 'launchSecret' | 'brands'>,
  session: SessionUser,
  q: GameLaunchQuery,
  lang: Lang,
): Promise<GameLaunchReply> {
  const { user } = session;
  let game: GameRow | undefined;
  if (q.nodeId) game = await findGame(ctx.db, user.brandId, q.nodeId);
  else if (q.gameId && q.vendor) game = await findGameByRoom(ctx.db, user.brandId, q.vendor, q.gameId);
  else throw FAIL.fieldInvalid('nodeId', 'required');
  if (!game) throw FAIL.gameNotFound();
  await checkLaunch(ctx.db, user.id, rpAt(ctx, user.brandId));
  await touchRecent(ctx, user.id, game.nodeId);
  // A game whose vendor code a configured vendor plays opens the vendor's page with a one-time token.
  const vendor = await vendorForGame(ctx.db, user.brandId, game.vassalage);
  if (vendor) return { url: await vendorLaunchUrl(ctx, vendor, session, game, lang) };
  const ticket = signTicket(ctx.launchSecret, {
    userId: user.id,
    brandId: user.brandId,
    nodeId: game.nodeId,
    exp: ctx.clock().getTime() + LAUNCH_TTL_MS,
    session: session.tokenHash,
  });
  return { url: `/demo-game/${game.nodeId}?language=${lang}#ticket=${encodeURIComponent(ticket)}` };
}

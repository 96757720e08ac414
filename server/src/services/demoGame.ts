// The in-house demo game behind /wps/game/launch: its page, the ticket member's balance, and a spin — the model of
// an idempotent money movement (one ledger txn per Idempotency-Key, a retry replays the stored result).
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { centsToDecimal, decimalToCents } from '@common/money';
import type { DemoGameBalanceReply, DemoGameSpinReply } from '@common/generated/api';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { FAIL } from '../errors';
import { catalogueGame } from '../content/games';
import { demoGameHtml } from '../content/demoGamePage';
import { HOUSE_USER_ID } from './ledger';
import { readTicket, type LaunchTicket } from './launchTicket';

/** Win multiplier of a spin: 55% nothing, 25% stake back, 15% double, 5% ten times. */
export function spinMultiplier(roll = randomInt(100)): number {
  if (roll < 55) return 0;
  if (roll < 80) return 1;
  if (roll < 95) return 2;
  return 10;
}

/** What a spin stores with its ledger txn (centavos), replayed as-is for a retried key. */
interface SpinResult {
  nodeId: number;
  stakeCents: number;
  winCents: number;
  balanceCents: number;
}

type Deps = Pick<AppContext, 'db' | 'clock' | 'ledger' | 'wallet' | 'launchSecret' | 'brands'>;

export class DemoGame {
  constructor(
    private readonly ctx: Deps,
    /** The win multiplier of the next spin (tests pass a fixed sequence). */
    private readonly spinOutcome: () => number = spinMultiplier,
  ) {}

  /** The game page for a valid ticket of this game, else undefined (the route answers 404). */
  page(nodeId: number, ticket: string | undefined, language: string | undefined): string | undefined {
    const game = catalogueGame(nodeId);
    const t = ticket ? readTicket(this.ctx.launchSecret, ticket, this.ctx.clock().getTime()) : undefined;
    if (!game || !t || !ticket || t.nodeId !== game.nodeId) return undefined;
    const lang = language === 'TY' ? 'TY' : 'EN';
    return demoGameHtml({
      name: lang === 'TY' ? game.nameTy : game.nameEn,
      vendor: game.nodeName,
      nodeId: game.nodeId,
      ticket,
      lang,
      currency: this.ctx.brands.get(t.brandId)?.brand.currency.symbol ?? '',
    });
  }

  /** The balance of the ticket's member. */
  async balance(ticket: string): Promise<DemoGameBalanceReply> {
    const user = await this.member(this.ticket(ticket));
    return { sumBalance: centsToDecimal(await this.ctx.wallet.balanceCents(user.brandId, user.id)) };
  }

  /** One spin: member −stake +win against the house, once per idempotency key (a retry returns the first reply). */
  async spin(ticket: string, stake: string, idempotencyKey: string | undefined): Promise<DemoGameSpinReply> {
    const key = idempotencyKey?.trim();
    if (!key) throw FAIL.idempotencyMissing();
    const t = this.ticket(ticket);
    const user = await this.member(t);
    const stakeCents = decimalToCents(stake);
    if (stakeCents === undefined || stakeCents <= 0) throw FAIL.fieldInvalid('stake', 'Money from 0.01');
    const { ledger } = this.ctx;
    const wallet = await ledger.accountId(user.brandId, user.id);
    const house = await ledger.accountId(user.brandId, HOUSE_USER_ID);
    const { result } = await ledger.move<SpinResult>({
      brandId: user.brandId,
      kind: 'demo-spin',
      scope: `user:${user.id}`,
      idempotencyKey: key,
      fingerprint: `spin:${t.nodeId}:${stakeCents}`,
      lock: [wallet],
      plan: (balances) => {
        const before = balances.get(wallet) ?? 0;
        if (before < stakeCents) throw FAIL.insufficientBalance();
        const winCents = stakeCents * this.spinOutcome();
        return {
          postings: [
            { accountId: wallet, amountCents: -stakeCents },
            { accountId: house, amountCents: stakeCents },
            { accountId: house, amountCents: -winCents },
            { accountId: wallet, amountCents: winCents },
          ].filter((p) => p.amountCents !== 0),
          result: { nodeId: t.nodeId, stakeCents, winCents, balanceCents: before - stakeCents + winCents },
        };
      },
    });
    return {
      spinId: key,
      nodeId: result.nodeId,
      stake: centsToDecimal(result.stakeCents),
      win: centsToDecimal(result.winCents),
      balance: centsToDecimal(result.balanceCents),
    };
  }

  /** A valid, unexpired ticket, else 401 auth.logged.out. */
  private ticket(ticket: string): LaunchTicket {
    const t = readTicket(this.ctx.launchSecret, ticket, this.ctx.clock().getTime());
    if (!t) throw FAIL.loggedOut();
    return t;
  }

  /** The ticket's member, unless the account is gone or disabled since the launch. */
  private async member(t: LaunchTicket) {
    const [user] = await this.ctx.db
      .select()
      .from(users)
      .where(and(eq(users.id, t.userId), eq(users.brandId, t.brandId)));
    if (!user || user.disabled) throw FAIL.loggedOut();
    return user;
  }
}

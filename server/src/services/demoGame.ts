// The in-house demo game behind /wps/game/launch: its page, the ticket member's balance, and a spin — the model of
// an idempotent money movement (one ledger txn per Idempotency-Key, a retry replays the stored result).
import { centsToDecimal, decimalToCents } from '@common/money';
import type { DemoGameBalanceReply, DemoGameSpinReply } from '@common/generated/api';
import type { AppContext } from '../context';
import { FAIL } from '../errors';
import { catalogueGame } from '../content/games';
import { demoGameHtml } from '../content/demoGamePage';
import { HOUSE_USER_ID } from './ledger';
import { readTicket, type LaunchTicket } from './launchTicket';
import { payFor, randomRoll } from './demoPayTable';

/** Win multiplier of a spin, by the pay table (demoPayTable.ts: a 0.95 expected return, paid from the wallet). */
export function spinMultiplier(roll = randomRoll()): number {
  return payFor(roll);
}

/** What a spin stores with its ledger txn (centavos), replayed as-is for a retried key. */
interface SpinResult {
  nodeId: number;
  stakeCents: number;
  winCents: number;
  balanceCents: number;
}

type Deps = Pick<AppContext, 'clock' | 'ledger' | 'wallet' | 'launchSecret' | 'sessions'>;

export class DemoGame {
  constructor(
    private readonly ctx: Deps,
    /** The win multiplier of the next spin (tests pass a fixed sequence). */
    private readonly spinOutcome: () => number = spinMultiplier,
  ) {}

  /**
   * The page of a catalogue game, else undefined (the route answers 404). It holds no ticket: its script reads the
   * ticket from the URL fragment and sends it in the X-Launch-Ticket header.
   */
  page(nodeId: number, language: string | undefined, currency: string): string | undefined {
    const game = catalogueGame(nodeId);
    if (!game) return undefined;
    const lang = language === 'TY' ? 'TY' : 'EN';
    return demoGameHtml({
      name: lang === 'TY' ? game.nameTy : game.nameEn,
      vendor: game.nodeName,
      nodeId: game.nodeId,
      lang,
      currency,
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

  /** A genuine, unexpired ticket, else 401 auth.logged.out. */
  private ticket(ticket: string): LaunchTicket {
    const t = readTicket(this.ctx.launchSecret, ticket, this.ctx.clock().getTime());
    if (!t) throw FAIL.loggedOut();
    return t;
  }

  /** The ticket's member while the launching session lives (not logged out, no password change or reset since). */
  private member(t: LaunchTicket) {
    return this.ctx.sessions.liveMember(t.session, t.userId, t.brandId);
  }
}

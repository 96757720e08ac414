// Fresh players for each journey (docs/qa.md#end-to-end-journeys): every journey that changes a player (balance,
// inbox, limits, sessions, favourites) makes its own through the reference server's real paths, so journeys run side
// by side without touching each other or the shared demo accounts, which journeys may only read.
import { expect, type APIRequestContext } from '@playwright/test';
import { encryptJson, ENCRYPTION_HEADER, newPassphrase } from '@common/payloadCrypto';
import { apiLogin, type Session } from './helpers';
import { captchaFor, freshMobile, freshName } from './outbox';

/** Every fresh player's password (login and registration rules: letters and digits, 8+). */
export const PLAYER_PASSWORD = 'Secret123!';
/** The demo agent (docs/api.md#demo-accounts): opens the fresh sub-agents, as an agent opens its team's accounts. */
const DEMO_AGENT = { username: 'agent', password: 'agent1234!' };

export interface Player {
  brand: string;
  username: string;
  password: string;
  /** Signed in already (registration signs the player in). */
  session: Session;
}

export interface MemberOptions {
  /** Pesos paid in through the payment simulator (a deposit order paid as a player pays it). */
  deposit?: number;
}

const auth = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

interface DemoAgent {
  session: Session;
  rates: { category: string; rate: string }[];
}
/** Per worker process: every test's Players shares them. */
const demoAgents: Record<string, Promise<DemoAgent>> = {};

async function envelope<T>(what: string, reply: Promise<{ json(): Promise<unknown> }>): Promise<T> {
  const body = (await (await reply).json()) as { success: boolean; value: T };
  if (!body.success) throw new Error(`${what} failed: ${JSON.stringify(body)}`);
  return body.value;
}

/** Makes players through one API context (the test's `request`, which carries the test's client address). */
export class Players {
  constructor(private readonly request: APIRequestContext) {}

  /**
   * A new member of a user-name brand (lucky-peso, bayani-bet), registered through PUT /wps/member/register with the
   * captcha answer from the dev outbox, as the registration form does. Below the brand's default agent (the demo
   * agent). With the birth date and declaration responsible play asks for, and a mobile number where required.
   */
  async member(brand: string, options: MemberOptions = {}): Promise<Player> {
    const username = freshName('p');
    const { captchaId, answer } = await captchaFor(this.request, brand);
    const payload = {
      username,
      password: PLAYER_PASSWORD,
      confirmPassword: PLAYER_PASSWORD,
      captcha: answer,
      captchaId,
      mobileNum: freshMobile(),
      countryDialingCode: '+63',
      birthDate: '1990-05-17',
      notRestricted: true,
    };
    const passphrase = newPassphrase();
    const signedIn = await envelope<{ token: string; userName: string; customerType: number; merchantCode: string }>(
      `registering ${username}`,
      this.request.put(`/wps/member/register?brand=${brand}`, {
        headers: { [ENCRYPTION_HEADER]: passphrase },
        data: { data: encryptJson(payload, passphrase) },
      }),
    );
    const player: Player = {
      brand,
      username,
      password: PLAYER_PASSWORD,
      session: {
        token: signedIn.token,
        userName: signedIn.userName,
        merchantCode: signedIn.merchantCode,
        type: signedIn.customerType,
      },
    };
    if (options.deposit) await this.deposit(player, options.deposit);
    return player;
  }

  /**
   * A new agent: a sub-agent the demo agent opens through the agent centre (POST /wps/agent/team/members), with the
   * demo agent's own rebate rates, so it can open accounts with rates of its own.
   */
  async agent(brand: string): Promise<Player> {
    demoAgents[brand] ??= this.demoAgent(brand).catch((error: unknown) => {
      delete demoAgents[brand];
      throw error;
    });
    const { session, rates } = await demoAgents[brand];
    return this.openAccount({ brand, session }, 1, rates);
  }

  /** A new member opened by an agent (POST /wps/agent/team/members), as the agent centre's Open account does. */
  async downline(agent: Pick<Player, 'brand' | 'session'>, options: MemberOptions = {}): Promise<Player> {
    const player = await this.openAccount(agent, 0, []);
    if (options.deposit) await this.deposit(player, options.deposit);
    return player;
  }

  /** Pays pesos into the player's wallet: a GCash deposit order, paid in the payment simulator (dev tools). */
  async deposit(player: Player, pesos: number): Promise<void> {
    const order = await envelope<{ id: string; payUrl: string }>(
      `a deposit for ${player.username}`,
      this.request.post(`/wps/wallets/deposit?brand=${player.brand}`, {
        headers: { ...auth(player.session), 'Idempotency-Key': `players-${player.username}-${Date.now()}` },
        data: { channelId: 'GCASH', amount: pesos.toFixed(2) },
      }),
    );
    // The simulator answers 303 to the deposit screen once the signed callback has credited the order. Its URL is the
    // order's payUrl: it carries the owner's ticket, without which the simulator pays nothing.
    const paid = await this.request.post(order.payUrl, { data: { action: 'pay' }, maxRedirects: 0 });
    expect(paid.status(), `paying ${order.id}`).toBe(303);
  }

  /** The demo agent's session and rebate rates: read once per worker and brand (a sign-in hashes a password). */
  private async demoAgent(brand: string): Promise<DemoAgent> {
    const session = await apiLogin(this.request, brand, DEMO_AGENT.username, DEMO_AGENT.password);
    const own = await envelope<{ rates: { category: string; rate: string }[] }>(
      'reading the demo agent rates',
      this.request.get(`/wps/agent/rebates?brand=${brand}`, { headers: auth(session) }),
    );
    return { session, rates: own.rates.map(({ category, rate }) => ({ category, rate })) };
  }

  private async openAccount(
    by: Pick<Player, 'brand' | 'session'>,
    type: 0 | 1,
    rates: { category: string; rate: string }[],
  ): Promise<Player> {
    const username = freshName(type === 1 ? 'a' : 'd');
    // Opening an account takes a captcha (issue 28), answered from the dev outbox as the agent's form does.
    const { captchaId, answer } = await captchaFor(this.request, by.brand);
    await envelope(
      `opening ${username}`,
      this.request.post(`/wps/agent/team/members?brand=${by.brand}`, {
        headers: auth(by.session),
        data: {
          type,
          username,
          password: PLAYER_PASSWORD,
          confirmPassword: PLAYER_PASSWORD,
          mobileNum: freshMobile(),
          countryDialingCode: '+63',
          captcha: answer,
          captchaId,
          ...(rates.length ? { rates } : {}),
        },
      }),
    );
    const session = await apiLogin(this.request, by.brand, username, PLAYER_PASSWORD);
    return { brand: by.brand, username, password: PLAYER_PASSWORD, session };
  }
}

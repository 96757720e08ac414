// How simulated bets look per game type: stake sizes, how often they win and what they pay, and how long they take
// to settle. Rough shapes of real play (small slot spins, table bets with pushes, sports odds, long-shot lottery),
// each paying back a little less than it takes. Amounts in centavos.

export interface Outcome {
  stakeCents: number;
  winCents: number;
  /** Seconds from placing to settling. */
  settleSeconds: number;
}

type Rand = () => number;

const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const between = (rand: Rand, min: number, max: number) => min + Math.floor(rand() * (max - min + 1));

/** Multiplier by weight (out of 1000): a slot or fish game pays back about 0.95 on average. */
const SLOT_TABLE: readonly [multiplier: number, weight: number][] = [
  [0, 621],
  [0.5, 120],
  [1, 90],
  [2, 100],
  [5, 50],
  [10, 15],
  [50, 4],
];

function slot(rand: Rand, stakes: readonly number[]): Outcome {
  const stakeCents = pick(rand, stakes) * 100;
  let roll = rand() * 1000;
  let multiplier = 0;
  for (const [m, w] of SLOT_TABLE) {
    if (roll < w) {
      multiplier = m;
      break;
    }
    roll -= w;
  }
  return { stakeCents, winCents: Math.round(stakeCents * multiplier), settleSeconds: between(rand, 2, 12) };
}

/** Baccarat-like table bets: win double 46%, push 6% (stake back), else lost. */
function table(rand: Rand): Outcome {
  const stakeCents = pick(rand, [50, 100, 200, 300, 500, 1000, 2000]) * 100;
  const roll = rand();
  const winCents = roll < 0.46 ? stakeCents * 2 : roll < 0.52 ? stakeCents : 0;
  return { stakeCents, winCents, settleSeconds: between(rand, 30, 120) };
}

/** Decimal odds 1.50–3.50; the chance of winning is 0.95 / odds. */
function sports(rand: Rand, longSettle: boolean): Outcome {
  const stakeCents = pick(rand, [100, 200, 500, 1000, 2000, 5000]) * 100;
  const odds = between(rand, 150, 350) / 100;
  const winCents = rand() < 0.95 / odds ? Math.round(stakeCents * odds) : 0;
  const settleSeconds = longSettle ? between(rand, 3600, 3 * 3600) : between(rand, 120, 900);
  return { stakeCents, winCents, settleSeconds };
}

/** Long shots: 9% pay ×10, 0.05% pay ×100. */
function lottery(rand: Rand): Outcome {
  const stakeCents = pick(rand, [2, 5, 10, 20, 50, 100, 200]) * 100;
  const roll = rand();
  const winCents = roll < 0.0005 ? stakeCents * 100 : roll < 0.0905 ? stakeCents * 10 : 0;
  return { stakeCents, winCents, settleSeconds: between(rand, 60, 600) };
}

/** A random outcome of one bet on a game of the given type (games.game_type). */
export function outcomeFor(gameType: string, rand: Rand): Outcome {
  switch (gameType) {
    case 'LIVE':
    case 'PVP':
    case 'POKER':
      return table(rand);
    case 'SPORTS':
    case 'ESPORTS':
      return sports(rand, true);
    case 'COCKFIGHT':
      return sports(rand, false);
    case 'LOTTERY':
      return lottery(rand);
    case 'FISH':
      return slot(rand, [1, 2, 5, 10, 20, 50]);
    default:
      return slot(rand, [1, 2, 3, 5, 10, 20, 50]);
  }
}

// Bets carry the game's type (bets.category: RNG, PVP, LIVE, …, as the catalogue and the vendors report it); rebate
// rates and the rebate screens use the SPEC's game categories (§9: lottery, slots, fish, live, sports, e-sports,
// poker). One map, used by the promotions rebates and the agent's rebate income alike.

export const REBATE_CATEGORIES = ['lottery', 'slots', 'fish', 'live', 'sports', 'esports', 'poker'] as const;
export type RebateCategory = (typeof REBATE_CATEGORIES)[number];

/** Game type → rebate category. Card games (PVP) rebate as poker; cockfighting is a sports vendor (SPEC §2). */
export const REBATE_CATEGORY_OF_GAME_TYPE: Readonly<Record<string, RebateCategory>> = {
  RNG: 'slots',
  PVP: 'poker',
  POKER: 'poker',
  LIVE: 'live',
  FISH: 'fish',
  SPORTS: 'sports',
  COCKFIGHT: 'sports',
  ESPORTS: 'esports',
  LOTTERY: 'lottery',
};

/** The rebate category of a bet's game type; undefined for a type without one (no rebate). */
export function rebateCategoryOf(gameType: string): RebateCategory | undefined {
  return REBATE_CATEGORY_OF_GAME_TYPE[gameType.toUpperCase()];
}

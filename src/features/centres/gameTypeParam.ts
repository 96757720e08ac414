/** The `?gameType=` query parameter of the game centre. */
export const GAME_TYPE_PARAM = 'gameType';

/** The game type a URL names (upper case, letters, digits and _ only), or undefined for "All". */
export function readGameType(params: URLSearchParams): string | undefined {
  const raw = params.get(GAME_TYPE_PARAM)?.trim().toUpperCase();
  return raw && /^[A-Z0-9_]{1,32}$/.test(raw) ? raw : undefined;
}

/** The same parameters with the game type set, or removed for "All" (every other parameter kept). */
export function withGameType(params: URLSearchParams, gameType: string | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (gameType) next.set(GAME_TYPE_PARAM, gameType);
  else next.delete(GAME_TYPE_PARAM);
  return next;
}

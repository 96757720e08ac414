/** What a popular-games category shows (SPEC §2 "Popular games"). */
export type CategoryContent =
  { kind: 'hot' } | { kind: 'games'; gameType: string; vassalage?: string } | { kind: 'vendors'; gameCategory: string };

/** Categories that show a game list of their own game type. */
const GAME_LIST_TYPES = new Set(['RNG', 'PVP', 'LIVE', 'FISH', 'SPORTS']);

/** HOT first, then the server's categories in its vendor order. */
export function popularCategories(config: VendorConfig | undefined): string[] {
  return ['HOT', ...(config?.sorting.map((s) => s.gameCategory) ?? [])];
}

export function contentOf(category: string, config: VendorConfig | undefined): CategoryContent {
  if (category === 'HOT') return { kind: 'hot' };
  if (GAME_LIST_TYPES.has(category)) return { kind: 'games', gameType: category };
  // In-house games are RNG games of the in-house vendors.
  if (category === 'INHOUSE')
    return { kind: 'games', gameType: 'RNG', vassalage: config?.mapping.INHOUSE?.vendors.join(',') || undefined };
  return { kind: 'vendors', gameCategory: category };
}
import type { GameVendorsReply as VendorConfig } from '@common/generated/api';

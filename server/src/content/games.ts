import { MIN_BETS, VENDORS, gameNames } from './catalogue';

/** One game of the deterministic catalogue (the same for every brand). */
export interface CatalogueGame {
  nodeId: number;
  gameId: string;
  roomId: string;
  gameType: string;
  gameCategory: string;
  vassalage: string;
  nameEn: string;
  nameTy: string;
  nodeName: string;
  supportPlay: boolean;
  isNew: boolean;
  hot: number;
  minBet: string;
  prizeMode: string | null;
  sort: number;
}

let cached: CatalogueGame[] | undefined;

/** 600+ games across every category of SPEC §1, generated deterministically. */
export function catalogue(): CatalogueGame[] {
  if (cached) return cached;
  const out: CatalogueGame[] = [];
  let nodeId = 100_000;
  for (const vendor of VENDORS) {
    for (let i = 0; i < vendor.count; i++) {
      nodeId += 1;
      const names = gameNames(vendor, i);
      const gameId = `${vendor.code}_${String(i + 1).padStart(4, '0')}`;
      out.push({
        nodeId,
        gameId,
        roomId: gameId,
        gameType: vendor.gameType,
        gameCategory: vendor.gameCategory,
        vassalage: vendor.code,
        nameEn: names.en,
        nameTy: names.ty,
        nodeName: vendor.name,
        supportPlay: i % 4 !== 3,
        isNew: vendor.gameType === 'RNG' && i % 6 === 0,
        hot: i % 9 === 0 ? 100 - (i % 50) : 0,
        minBet: MIN_BETS[i % MIN_BETS.length]!,
        prizeMode: vendor.prizeModes ? vendor.prizeModes[i % vendor.prizeModes.length]! : null,
        sort: i,
      });
    }
  }
  cached = out;
  return out;
}

export function catalogueGame(nodeId: number): CatalogueGame | undefined {
  return catalogue().find((g) => g.nodeId === nodeId);
}

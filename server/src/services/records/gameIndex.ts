// The catalogue by node id (the catalogue is the same for every brand): a bet's vendor and category.
import { catalogue, type CatalogueGame } from '../../content/games';

let byNode: Map<number, CatalogueGame> | undefined;

export function gameOf(nodeId: number): CatalogueGame | undefined {
  byNode ??= new Map(catalogue().map((g) => [g.nodeId, g]));
  return byNode.get(nodeId);
}

/** The games the vendor feed bets on: every catalogue game except the in-house demo game (its spins are real). */
export function feedNodeIds(): number[] {
  return catalogue()
    .filter((g) => g.gameCategory !== 'INHOUSE')
    .map((g) => g.nodeId);
}

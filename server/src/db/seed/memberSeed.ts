import type { ContentSeed } from './contentSeeds';

/** member content of the member-centre issue (filled in by that slice). */
export const memberSeed: ContentSeed = {
  name: 'member-v1',
  seed: async () => {},
};

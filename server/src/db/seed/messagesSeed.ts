import type { ContentSeed } from './contentSeeds';

/** messages content of the member-centre issue (filled in by that slice). */
export const messagesSeed: ContentSeed = {
  name: 'messages-v1',
  seed: async () => {},
};

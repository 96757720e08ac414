import type { ContentSeed } from './contentSeeds';

/** pages content of the member-centre issue (filled in by that slice). */
export const pagesSeed: ContentSeed = {
  name: 'pages-v1',
  seed: async () => {},
};

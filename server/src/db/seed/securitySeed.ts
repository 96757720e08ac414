import type { ContentSeed } from './contentSeeds';

/** security content of the member-centre issue (filled in by that slice). */
export const securitySeed: ContentSeed = {
  name: 'security-v1',
  seed: async () => {},
};

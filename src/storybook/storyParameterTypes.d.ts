import type { AppStoryParameters } from './storyParameters';

// Types every story's `parameters` (meta and story alike): `wps` replies are checked against their endpoints' reply
// types, and brand, flags, session, member and route against AppStoryParameters.
declare module 'storybook/internal/csf' {
  interface Parameters extends AppStoryParameters {}
}

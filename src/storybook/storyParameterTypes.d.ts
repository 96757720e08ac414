import type { AppStoryParameters } from './storyParameters';

// Types every story's `parameters` (meta and story alike): `wps` replies are checked against their endpoints' reply
// types, and brand, flags, session, member and route against AppStoryParameters. An interface merge needs an
// interface, and this one adds its members through `extends`.
declare module 'storybook/internal/csf' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Parameters extends AppStoryParameters {}
}

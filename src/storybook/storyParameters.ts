import type { SessionInfo, MemberInfo } from '../stores/SessionStore';
import type { FlagId } from '../registry/flags';
import type { WpsReplies } from './wpsReplies';

/** What a story may set in `parameters` to put the app in a state (docs/storybook.md). */
export interface AppStoryParameters {
  /** A brand id from brands/ (default lucky-peso). */
  brand?: string;
  /** Flag states for this story; the coverage check reads these. */
  flags?: Partial<Record<FlagId, boolean>>;
  /** Signed in as this session (and member), else a visitor. */
  session?: SessionInfo;
  member?: MemberInfo;
  /** The router location the story renders at (default /m/home). */
  route?: string;
  /**
   * The /wps API's replies by endpoint id, typed and checked as the endpoint's reply; any other call is refused
   * (src/storybook/wpsReplies.ts).
   */
  wps?: WpsReplies;
}

/** The toolbar's value meaning "use the story's own state". */
export const FLAG_DEFAULT = 'story';

/** Toolbar globals: `flag:<id>` = 'on' | 'off' | 'story'. */
export const flagGlobal = (id: string) => `flag_${id.replace(/\./g, '_')}`;

/** A demo signed-in member for stories of member-only items. */
export const demoSession: SessionInfo = { token: 'story', merchantCode: 'LUCKYPESO', userName: 'demo', type: 0 };
export const demoMember: MemberInfo = {
  id: 1,
  type: 0,
  userName: 'demo',
  account: 'demo',
  nickname: 'Demo',
  regDate: 0,
  toUpline: true,
  sumBalance: '10000.00',
  trial: 0 as const,
};

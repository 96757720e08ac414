import type { DownloadResource } from '../../config/types';
import type { DeviceInfo } from '../platform';

/** Minimum iOS version the app download supports (SPEC §4). */
export const MIN_IOS: [number, number] = [12, 4];

export interface DownloadBarContext {
  device: DeviceInfo;
  resources: readonly DownloadResource[];
  /** The player closed the bar before (hideDownloadBar = 1). */
  hiddenByPlayer: boolean;
  /** The brand shows downloads to signed-in players only. */
  loginRequired: boolean;
  loggedIn: boolean;
  /** Opened from an iOS web clip (WEBCLIP = 1). */
  webClip: boolean;
}

const has = (resources: readonly DownloadResource[], type: DownloadResource['resourceType']) =>
  resources.some((r) => r.resourceType === type);

const below = (v: [number, number] | undefined, min: [number, number]) =>
  v !== undefined && (v[0] < min[0] || (v[0] === min[0] && v[1] < min[1]));

/** Whether the download-app bar shows, by every rule of SPEC §4. */
export function shouldShowDownloadBar(ctx: DownloadBarContext): boolean {
  const { device, resources } = ctx;
  // Not shown at all without a link for this platform (the add-to-home-screen option is not offered).
  const hasLinks =
    device.platform === 'ios' ? has(resources, 'IOS') || has(resources, 'MOBILECONFIG') : has(resources, 'Android');
  if (!hasLinks) return false;
  if (device.installed) return false;
  if (ctx.hiddenByPlayer) return false;
  if (ctx.loginRequired && !ctx.loggedIn) return false;
  if (ctx.webClip && !has(resources, 'IOS')) return false;
  if (device.platform === 'ios' && below(device.iosVersion, MIN_IOS)) return false;
  return true;
}

/** The links the download popup lists, in the order Android, iOS, profile. */
export function downloadLinks(resources: readonly DownloadResource[]): DownloadResource[] {
  const order: DownloadResource['resourceType'][] = ['Android', 'IOS', 'MOBILECONFIG'];
  return order.flatMap((type) => resources.filter((r) => r.resourceType === type));
}

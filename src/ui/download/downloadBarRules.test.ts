import { describe, expect, it } from 'vitest';
import type { DownloadResource } from '../../config/types';
import { downloadLinks, shouldShowDownloadBar, type DownloadBarContext } from './downloadBarRules';
import { detectDevice } from '../platform';

const link = (resourceType: DownloadResource['resourceType']): DownloadResource => ({
  resourceType,
  url: `https://get.example/${resourceType}`,
  labelNameEn: resourceType,
});
const android = detectDevice('Mozilla/5.0 (Linux; Android 14; Pixel 7)', false);
const iphone = detectDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 16_1 like Mac OS X)', false);
const base: DownloadBarContext = {
  device: android,
  resources: [link('Android'), link('IOS')],
  hiddenByPlayer: false,
  loginRequired: false,
  loggedIn: false,
  webClip: false,
};

describe('download bar rules', () => {
  it('shows with a link for the platform', () => {
    expect(shouldShowDownloadBar(base)).toBe(true);
    expect(shouldShowDownloadBar({ ...base, device: iphone })).toBe(true);
  });
  it('is not shown at all without links for the platform', () => {
    expect(shouldShowDownloadBar({ ...base, resources: [link('IOS')] })).toBe(false);
    expect(shouldShowDownloadBar({ ...base, device: iphone, resources: [link('Android')] })).toBe(false);
    expect(shouldShowDownloadBar({ ...base, device: iphone, resources: [link('MOBILECONFIG')] })).toBe(true);
  });
  it('hides in the installed web app, after closing, and when login is required without a session', () => {
    expect(shouldShowDownloadBar({ ...base, device: { ...android, installed: true } })).toBe(false);
    expect(shouldShowDownloadBar({ ...base, hiddenByPlayer: true })).toBe(false);
    expect(shouldShowDownloadBar({ ...base, loginRequired: true })).toBe(false);
    expect(shouldShowDownloadBar({ ...base, loginRequired: true, loggedIn: true })).toBe(true);
  });
  it('hides for a web clip without an iOS link and on unsupported iOS', () => {
    const profileOnly = [link('MOBILECONFIG')];
    expect(shouldShowDownloadBar({ ...base, device: iphone, resources: profileOnly, webClip: true })).toBe(false);
    const old = detectDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 12_3 like Mac OS X)', false);
    expect(old.iosVersion).toEqual([12, 3]);
    expect(shouldShowDownloadBar({ ...base, device: old })).toBe(false);
  });
  it('lists Android, iOS then the profile', () => {
    const types = downloadLinks([link('MOBILECONFIG'), link('TELEGRAM'), link('IOS'), link('Android')]);
    expect(types.map((r) => r.resourceType)).toEqual(['Android', 'IOS', 'MOBILECONFIG']);
  });
});

/** What the download bar needs to know about the device. */
export interface DeviceInfo {
  platform: 'ios' | 'android' | 'other';
  /** [major, minor] for iOS. */
  iosVersion?: [number, number];
  /** Running as an installed web app (home-screen / standalone). */
  installed: boolean;
}

/** Reads the platform from the user agent and display mode. */
export function detectDevice(
  userAgent: string = navigator.userAgent,
  standalone: boolean = window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true,
): DeviceInfo {
  const ios = /iPhone|iPad|iPod/.exec(userAgent);
  if (ios) {
    const v = /OS (\d+)_(\d+)/.exec(userAgent);
    return {
      platform: 'ios',
      iosVersion: v ? [Number(v[1]), Number(v[2])] : undefined,
      installed: standalone,
    };
  }
  return { platform: /Android/i.test(userAgent) ? 'android' : 'other', installed: standalone };
}

import { escapeXml, gradient, hashString, hsl, initials, svgDoc } from './svg';

/** Game icon: gradient tile with the game's initials and its vendor code. Square; `large` doubles the size. */
export function gameIconSvg(name: string, vendor: string, large = false): string {
  const size = large ? 256 : 128;
  const h = hashString(name + vendor);
  const hue = h % 360;
  const body =
    gradient('g', hsl(hue, 70, 45), hsl(hue + 50, 70, 28)) +
    `<rect width="${size}" height="${size}" rx="${size / 8}" fill="url(#g)"/>` +
    `<circle cx="${size * 0.78}" cy="${size * 0.22}" r="${size * 0.12}" fill="${hsl(hue + 180, 80, 70)}" opacity="0.6"/>` +
    `<text x="50%" y="52%" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${size * 0.34}" fill="#fff">${escapeXml(initials(name))}</text>` +
    `<text x="50%" y="86%" text-anchor="middle" font-family="sans-serif" font-size="${size * 0.11}" fill="#fff" opacity="0.85">${escapeXml(vendor)}</text>`;
  return svgDoc(size, size, body, name);
}

/** Wide banner (750×300) with a headline. */
export function bannerSvg(title: string, seed: string): string {
  const hue = hashString(seed) % 360;
  const body =
    gradient('b', hsl(hue, 75, 40), hsl(hue + 70, 75, 22)) +
    `<rect width="750" height="300" fill="url(#b)"/>` +
    `<circle cx="640" cy="80" r="120" fill="${hsl(hue + 40, 90, 60)}" opacity="0.25"/>` +
    `<circle cx="90" cy="260" r="90" fill="${hsl(hue + 200, 90, 60)}" opacity="0.2"/>` +
    `<text x="48" y="170" font-family="sans-serif" font-weight="800" font-size="46" fill="#fff">${escapeXml(title.slice(0, 28))}</text>`;
  return svgDoc(750, 300, body, title);
}

/** Team badge: shield with the team's initials. */
export function teamSvg(team: string): string {
  const hue = hashString(team) % 360;
  const body =
    `<path d="M48 4 L88 18 L84 60 Q76 84 48 94 Q20 84 12 60 L8 18 Z" fill="${hsl(hue, 65, 42)}" stroke="${hsl(hue, 65, 22)}" stroke-width="4"/>` +
    `<text x="48" y="60" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="28" fill="#fff">${escapeXml(initials(team, 3))}</text>`;
  return svgDoc(96, 96, body, team);
}

/** Member head icon n (1..12): a simple face on a coloured disc. */
export function avatarSvg(n: number): string {
  const hue = (n * 37) % 360;
  const body =
    `<circle cx="48" cy="48" r="48" fill="${hsl(hue, 60, 55)}"/>` +
    `<circle cx="48" cy="38" r="18" fill="#fff" opacity="0.9"/>` +
    `<path d="M18 84 Q48 52 78 84" fill="#fff" opacity="0.9"/>`;
  return svgDoc(96, 96, body, `avatar ${n}`);
}

export const AVATAR_COUNT = 12;

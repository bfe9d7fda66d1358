// A team logo we draw ourselves: a shield badge in the team's colours with its short name.
// Pure, so the server serves it and the browser can draw the same badge as a fallback.
export function teamBadgeSvg(shortName: string, primaryColor: string, secondaryColor: string): string {
  const text = escapeXml(shortName.slice(0, 4).toUpperCase());
  const fontSize = text.length > 3 ? 26 : 32;
  const ink = readableInk(primaryColor);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" role="img" aria-label="${text}">
<path d="M60 4 108 20v38c0 29-20 49-48 58C32 107 12 87 12 58V20Z" fill="${safeColor(primaryColor)}" stroke="${safeColor(secondaryColor)}" stroke-width="6"/>
<path d="M60 16 96 28v30c0 22-15 38-36 46-21-8-36-24-36-46V28Z" fill="none" stroke="${safeColor(secondaryColor)}" stroke-width="2" opacity=".6"/>
<text x="60" y="70" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${fontSize}" fill="${ink}">${text}</text>
</svg>`;
}

function safeColor(color: string) {
  return /^#[0-9a-f]{3,8}$/i.test(color) ? color : '#1e3a8a';
}

/** White on dark colours, near-black on light ones (relative luminance). */
function readableInk(hex: string) {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) return '#ffffff';
  const value = parseInt(match[1]!, 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.4 ? '#111827' : '#ffffff';
}

function escapeXml(text: string) {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * What a badge is drawn from, as a short hash: part of its URL, so a badge can be cached for a year
 * and a new colour (or a new drawing) gets a new URL. Bump the first part when teamBadgeSvg changes.
 */
export function teamBadgeVersion(shortName: string, primaryColor: string, secondaryColor: string): string {
  let hash = 0x811c9dc5; // FNV-1a, 32 bits
  for (const ch of `badge-1|${shortName}|${primaryColor}|${secondaryColor}`) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export const teamLogoPath = (team: { shortName: string; primaryColor: string; secondaryColor: string }) =>
  `/api/team-logos/${encodeURIComponent(team.shortName)}.svg?v=${teamBadgeVersion(team.shortName, team.primaryColor, team.secondaryColor)}`;

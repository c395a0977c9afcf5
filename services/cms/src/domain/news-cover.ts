// Blog covers are drawn, not downloaded (nothing outside can be fetched): a landscape, an e-bike and the
// post's motif, as an SVG of 1200 × 630 (the usual social-card size).

export const coverThemes = [
  'mountain',
  'battery',
  'award',
  'event',
  'service',
  'gps',
  'shield',
  'factory',
  'city',
] as const;
export type CoverTheme = (typeof coverThemes)[number];

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;

const palettes: Record<CoverTheme, { sky: [string, string]; ground: string; accent: string; ink?: string }> = {
  mountain: { sky: ['#9fd3e6', '#e8f4f8'], ground: '#4d7c4a', accent: '#e4572e' },
  battery: { sky: ['#1d3b53', '#35607f'], ground: '#2b4a3a', accent: '#7bd389', ink: '#e8f4f8' },
  award: { sky: ['#f6d365', '#fda085'], ground: '#8a5a44', accent: '#fff3b0' },
  event: { sky: ['#a1c4fd', '#c2e9fb'], ground: '#5f8f4e', accent: '#ff6b6b' },
  service: { sky: ['#d7dde8', '#f4f6f9'], ground: '#5b635e', accent: '#1f7a8c' },
  gps: { sky: ['#0f2027', '#2c5364'], ground: '#203a43', accent: '#4cd3c2', ink: '#e8f4f8' },
  shield: { sky: ['#c9e4ca', '#f1f8e9'], ground: '#55828b', accent: '#364958' },
  factory: { sky: ['#e0e0e0', '#f5f5f5'], ground: '#6d6875', accent: '#f4a261' },
  city: { sky: ['#ffecd2', '#fcb69f'], ground: '#6c757d', accent: '#2a9d8f' },
};

function bike(x: number, y: number, colour: string, ink: string): string {
  // Two wheels, a step-through frame, a battery on the down tube, saddle and handlebar.
  const r = 78;
  return `<g fill="none" stroke="${ink}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round">
<circle cx="${x}" cy="${y}" r="${r}"/><circle cx="${x + 250}" cy="${y}" r="${r}"/>
<path d="M${x} ${y} L${x + 95} ${y - 120} L${x + 200} ${y - 120} L${x + 250} ${y} M${x + 95} ${y - 120} L${x + 130} ${y} L${x} ${y} M${x + 130} ${y} L${x + 200} ${y - 120}" stroke="${colour}"/>
<path d="M${x + 80} ${y - 150} L${x + 115} ${y - 150} M${x + 95} ${y - 120} L${x + 98} ${y - 150} M${x + 200} ${y - 120} L${x + 215} ${y - 175} L${x + 240} ${y - 180}"/>
</g><rect x="${x + 110}" y="${y - 95}" width="60" height="24" rx="8" transform="rotate(-60 ${x + 140} ${y - 83})" fill="${ink}"/>`;
}

const motifs: Record<CoverTheme, (accent: string) => string> = {
  mountain: (a) =>
    `<path d="M0 430 L240 190 L390 330 L560 120 L820 430 Z" fill="#6b8f71"/><path d="M520 170 L560 120 L600 170 Z" fill="#fff"/><circle cx="1040" cy="120" r="46" fill="${a}"/>`,
  battery: (a) =>
    `<rect x="820" y="110" width="240" height="120" rx="18" fill="none" stroke="${a}" stroke-width="12"/><rect x="1060" y="145" width="22" height="50" rx="6" fill="${a}"/><rect x="842" y="132" width="150" height="76" rx="8" fill="${a}"/>`,
  award: (a) =>
    `<circle cx="960" cy="170" r="86" fill="${a}" stroke="#b8860b" stroke-width="10"/><path d="M915 250 L890 350 L960 315 L1030 350 L1005 250" fill="#b8860b"/><text x="960" y="192" font-family="Arial" font-size="64" font-weight="700" text-anchor="middle" fill="#b8860b">1</text>`,
  event: (a) =>
    `<path d="M760 90 L1120 90" stroke="#1d2320" stroke-width="4"/>${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<path d="M${770 + i * 44} 92 l22 50 l22 -50 Z" fill="${i % 2 ? a : '#ffd166'}"/>`).join('')}`,
  service: (a) =>
    `<g transform="translate(960 180) rotate(-35)"><rect x="-18" y="-110" width="36" height="200" rx="10" fill="${a}"/><circle cx="0" cy="-120" r="46" fill="${a}"/><circle cx="0" cy="-130" r="22" fill="#f4f6f9"/></g>`,
  gps: (a) =>
    `<path d="M960 80 C1020 80 1060 125 1060 180 C1060 250 960 340 960 340 C960 340 860 250 860 180 C860 125 900 80 960 80 Z" fill="${a}"/><circle cx="960" cy="180" r="34" fill="#0f2027"/><path d="M700 120 q60 -40 120 0 M680 90 q80 -60 160 0" stroke="${a}" stroke-width="8" fill="none"/>`,
  shield: (a) =>
    `<path d="M960 70 L1070 110 L1070 210 C1070 290 1010 330 960 350 C910 330 850 290 850 210 L850 110 Z" fill="${a}"/><path d="M910 205 L950 245 L1020 165" stroke="#f1f8e9" stroke-width="18" fill="none" stroke-linecap="round"/>`,
  factory: (a) =>
    `<path d="M720 430 L720 230 L820 290 L820 230 L920 290 L920 230 L1020 290 L1020 140 L1080 140 L1080 430 Z" fill="#9a8c98"/><rect x="750" y="330" width="60" height="50" fill="${a}"/><rect x="850" y="330" width="60" height="50" fill="${a}"/><rect x="950" y="330" width="60" height="50" fill="${a}"/>`,
  city: (a) =>
    `${[
      [660, 180, 90],
      [760, 120, 110],
      [880, 210, 80],
      [970, 150, 100],
      [1080, 230, 90],
    ]
      .map(([x, top, w]) => `<rect x="${x}" y="${top}" width="${w}" height="${430 - top!}" fill="#8d99ae"/>`)
      .join('')}<circle cx="220" cy="120" r="50" fill="${a}"/>`,
};

/** The cover of a post as an SVG document; `title` becomes its accessible name. */
export function drawCover(theme: CoverTheme, title: string): string {
  const { sky, ground, accent, ink = '#1d2320' } = palettes[theme];
  const safeTitle = title.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" role="img" aria-label="${safeTitle}">
<title>${safeTitle}</title>
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#sky)"/>
${motifs[theme](accent)}
<rect y="430" width="${COVER_WIDTH}" height="200" fill="${ground}"/>
<path d="M0 520 L${COVER_WIDTH} 500" stroke="#d9d9d9" stroke-width="6" stroke-dasharray="40 30"/>
${bike(330, 440, accent, ink)}
</svg>`;
}

export function isCoverTheme(value: string): value is CoverTheme {
  return (coverThemes as readonly string[]).includes(value);
}

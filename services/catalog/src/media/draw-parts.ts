import type { AccessoryItem, Drawing } from './drawing';

// Parts and accessories, each drawn so a shopper tells them apart at a glance: batteries (frame, rack and
// down-tube packs with their capacity), motors, conversion sets, chargers, displays, accessories and the
// GPS tracker (the device, or the app's map with the bike's position).

type Of<K extends Drawing['kind']> = Extract<Drawing, { kind: K }>;
const font = 'font-family="DejaVu Sans, Arial, sans-serif"';
const text = (x: number, y: number, size: number, fill: string, body: string, extra = '') =>
  `<text x="${x}" y="${y}" ${font} font-size="${size}" fill="${fill}" text-anchor="middle" ${extra}>${body}</text>`;

export function drawBattery(d: Of<'battery'>): string {
  const cells = Math.max(2, Math.min(6, Math.round(d.capacityWh / 150)));
  const gauge = Array.from(
    { length: 5 },
    (_, i) =>
      `<rect x="${770 + i * 44}" y="${d.mount === 'rack' ? 420 : 380}" width="34" height="16" rx="4" fill="${i < 4 ? '#5ad17a' : '#3b4a40'}"/>`,
  ).join('');
  if (d.mount === 'rack') {
    return [
      `<rect x="280" y="380" width="720" height="200" rx="30" fill="#23262b"/>`,
      `<rect x="280" y="380" width="720" height="60" rx="30" fill="${d.color}"/>`,
      `<rect x="240" y="560" width="800" height="26" rx="10" fill="#55595f"/>`,
      text(560, 530, 64, '#f3f4f6', `${d.capacityWh} Wh`, 'font-weight="700"'),
      gauge,
    ].join('');
  }
  const slim = d.mount === 'downtube';
  return [
    `<g transform="rotate(${slim ? -18 : -8} 640 480)">`,
    `<rect x="230" y="${slim ? 390 : 340}" width="820" height="${slim ? 180 : 260}" rx="${slim ? 90 : 50}" fill="#23262b"/>`,
    `<rect x="270" y="${slim ? 420 : 380}" width="460" height="26" rx="13" fill="${d.color}"/>`,
    ...Array.from(
      { length: cells },
      (_, i) =>
        `<rect x="${290 + i * 70}" y="${slim ? 470 : 450}" width="52" height="${slim ? 60 : 100}" rx="10" fill="#34383e"/>`,
    ),
    text(820, slim ? 520 : 540, 60, '#f3f4f6', `${d.capacityWh} Wh`, 'font-weight="700"'),
    gauge,
    `<rect x="1040" y="${slim ? 450 : 440}" width="40" height="60" rx="8" fill="#7d868f"/>`,
    '</g>',
  ].join('');
}

export function drawMotor(d: Of<'motor'>): string {
  if (d.placement === 'hub') {
    const spokes = Array.from({ length: 24 }, (_, i) => {
      const a = (i * Math.PI) / 12;
      return `<line x1="${640 + Math.cos(a) * 200}" y1="${480 + Math.sin(a) * 200}" x2="${640 + Math.cos(a) * 330}" y2="${480 + Math.sin(a) * 330}" stroke="#9aa3ad" stroke-width="3"/>`;
    }).join('');
    return [
      `<circle cx="640" cy="480" r="340" fill="none" stroke="#c3c9cf" stroke-width="14"/>`,
      spokes,
      `<circle cx="640" cy="480" r="200" fill="#33383e"/>`,
      `<circle cx="640" cy="480" r="150" fill="#4a5058"/>`,
      `<circle cx="640" cy="480" r="40" fill="#7d868f"/>`,
      text(640, 330, 44, '#f3f4f6', `${d.power} W`, 'font-weight="700"'),
    ].join('');
  }
  return [
    `<path d="M 380 300 L 900 300 Q 980 300 980 380 L 980 600 Q 980 680 900 680 L 500 680 Q 380 680 360 560 Z" fill="#33383e"/>`,
    `<circle cx="620" cy="520" r="140" fill="#4a5058"/><circle cx="620" cy="520" r="60" fill="#7d868f"/>`,
    ...Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4;
      return `<circle cx="${620 + Math.cos(a) * 100}" cy="${520 + Math.sin(a) * 100}" r="12" fill="#23262b"/>`;
    }),
    `<rect x="820" y="360" width="120" height="40" rx="8" fill="#f0b429"/>`,
    text(820, 640, 44, '#f3f4f6', `${d.power} W`, 'font-weight="700"'),
  ].join('');
}

export function drawConversionSet(d: Of<'conversion_set'>): string {
  return [
    drawMotor({ kind: 'motor', power: 250, placement: 'hub', label: d.label }).replace(
      /<text[^>]*>[^<]*<\/text>/,
      text(640, 330, 44, '#f3f4f6', `${d.wheelInches}"`, 'font-weight="700"'),
    ),
    `<g transform="translate(820 600) scale(.36)">${drawBattery({ kind: 'battery', capacityWh: 504, mount: 'downtube', color: '#e4572e', label: '' })}</g>`,
    `<g transform="translate(60 620) scale(.32)">${drawDisplay({ kind: 'display', screen: 'lcd', label: '' })}</g>`,
  ].join('');
}

export function drawCharger(d: Of<'charger'>): string {
  return [
    `<rect x="380" y="340" width="420" height="260" rx="36" fill="#26292e"/>`,
    `<rect x="410" y="370" width="360" height="40" rx="12" fill="#34383e"/>`,
    `<circle cx="740" cy="540" r="14" fill="${d.amps >= 4 ? '#5ad17a' : '#f0b429'}"/>`,
    text(590, 530, 56, '#f3f4f6', `${d.amps} A`, 'font-weight="700"'),
    `<path d="M 800 470 C 940 470 900 700 1040 700" fill="none" stroke="#1d1f22" stroke-width="16" stroke-linecap="round"/>`,
    `<rect x="1030" y="680" width="70" height="40" rx="8" fill="#4a5058"/>`,
    `<path d="M 380 470 C 240 470 280 260 180 260" fill="none" stroke="#1d1f22" stroke-width="16" stroke-linecap="round"/>`,
    `<rect x="120" y="230" width="70" height="60" rx="10" fill="#4a5058"/><rect x="96" y="244" width="26" height="8" fill="#c3c9cf"/><rect x="96" y="266" width="26" height="8" fill="#c3c9cf"/>`,
  ].join('');
}

export function drawDisplay(d: Of<'display'>): string {
  const screen =
    d.screen === 'color'
      ? `<rect x="420" y="300" width="440" height="300" rx="16" fill="#0f2c3c"/><path d="M 440 560 L 560 470 L 640 520 L 840 380" fill="none" stroke="#5ad17a" stroke-width="10"/>${text(640, 420, 110, '#e9f6ff', '25', 'font-weight="700"')}`
      : d.screen === 'led'
        ? [0, 1, 2, 3, 4]
            .map((i) => `<circle cx="${480 + i * 80}" cy="450" r="26" fill="${i < 3 ? '#5ad17a' : '#2f4b3a'}"/>`)
            .join('')
        : `<rect x="420" y="300" width="440" height="300" rx="16" fill="#a9b8a0"/>${text(640, 480, 130, '#1d2a1d', '24.8', 'font-weight="700"')}`;
  return [
    `<rect x="380" y="260" width="520" height="380" rx="40" fill="#111418" stroke="#3a3f45" stroke-width="12"/>`,
    screen,
    `<rect x="600" y="640" width="80" height="120" rx="12" fill="#3a3f45"/>`,
    `<rect x="300" y="740" width="680" height="40" rx="20" fill="#2b2e33"/>`,
  ].join('');
}

const accessories: Record<AccessoryItem, (color: string) => string> = {
  helmet: (c) =>
    `<path d="M 340 600 Q 340 300 640 290 Q 940 300 940 600 Z" fill="${c}"/><path d="M 420 420 L 860 420" stroke="#fff" stroke-width="14" opacity=".5"/><rect x="330" y="590" width="620" height="30" rx="12" fill="#2b2e33"/><path d="M 420 620 Q 640 760 860 620" fill="none" stroke="#2b2e33" stroke-width="10"/>`,
  lock: (c) =>
    `<path d="M 460 560 L 460 380 Q 460 240 640 240 Q 820 240 820 380 L 820 560" fill="none" stroke="#7d868f" stroke-width="48"/><rect x="400" y="520" width="480" height="200" rx="30" fill="${c}"/><circle cx="640" cy="620" r="26" fill="#1d1f22"/>`,
  light: (c) =>
    `<rect x="420" y="380" width="380" height="200" rx="60" fill="${c}"/><circle cx="800" cy="480" r="92" fill="#fff6c8" stroke="#2b2e33" stroke-width="14"/><path d="M 900 420 L 1120 360 M 900 480 L 1140 480 M 900 540 L 1120 600" stroke="#f0d64a" stroke-width="12" stroke-linecap="round"/>`,
  bag: (c) =>
    `<rect x="380" y="360" width="520" height="360" rx="40" fill="${c}"/><rect x="380" y="360" width="520" height="90" rx="40" fill="#000" opacity=".2"/><path d="M 520 360 Q 640 220 760 360" fill="none" stroke="#2b2e33" stroke-width="18"/><rect x="600" y="500" width="80" height="40" rx="8" fill="#c3c9cf"/>`,
  pump: (c) =>
    `<rect x="380" y="440" width="520" height="90" rx="40" fill="${c}"/><rect x="900" y="462" width="120" height="46" rx="12" fill="#2b2e33"/><rect x="260" y="450" width="130" height="70" rx="16" fill="#2b2e33"/>`,
  mirror: (c) =>
    `<ellipse cx="760" cy="360" rx="170" ry="120" fill="#2b2e33"/><ellipse cx="760" cy="360" rx="140" ry="94" fill="#bcd7ea"/><path d="M 640 440 Q 520 600 420 640" fill="none" stroke="${c}" stroke-width="26" stroke-linecap="round"/>`,
  bell: (c) =>
    `<path d="M 480 560 Q 480 360 640 360 Q 800 360 800 560 Z" fill="${c}"/><rect x="440" y="550" width="400" height="40" rx="16" fill="#7d868f"/><rect x="620" y="320" width="40" height="50" rx="8" fill="#2b2e33"/>`,
  fenders: (c) =>
    `<path d="M 220 640 A 260 260 0 0 1 640 420" fill="none" stroke="${c}" stroke-width="40" stroke-linecap="round"/><path d="M 680 420 A 260 260 0 0 1 1100 640" fill="none" stroke="${c}" stroke-width="40" stroke-linecap="round"/>`,
  rack: (c) =>
    `<rect x="300" y="380" width="680" height="40" rx="12" fill="${c}"/><path d="M 340 420 L 300 700 M 940 420 L 980 700 M 480 420 L 470 700" stroke="${c}" stroke-width="24" stroke-linecap="round"/>`,
  phone_holder: (c) =>
    `<rect x="520" y="220" width="240" height="440" rx="34" fill="#1d1f22"/><rect x="540" y="250" width="200" height="370" rx="16" fill="#bcd7ea"/><path d="M 500 380 L 500 520 M 780 380 L 780 520" stroke="${c}" stroke-width="30" stroke-linecap="round"/><rect x="600" y="660" width="80" height="120" rx="10" fill="${c}"/>`,
  basket: (c) =>
    `<path d="M 360 400 L 920 400 L 860 700 L 420 700 Z" fill="${c}"/>${[0, 1, 2, 3, 4, 5].map((i) => `<line x1="${420 + i * 90}" y1="400" x2="${450 + i * 75}" y2="700" stroke="#000" stroke-width="6" opacity=".25"/>`).join('')}<path d="M 480 400 Q 640 220 800 400" fill="none" stroke="#2b2e33" stroke-width="16"/>`,
  kickstand: (c) =>
    `<path d="M 500 300 L 760 720" stroke="${c}" stroke-width="40" stroke-linecap="round"/><rect x="430" y="260" width="160" height="90" rx="16" fill="#2b2e33"/><rect x="720" y="700" width="100" height="30" rx="10" fill="#1d1f22"/>`,
  gloves: (c) =>
    `<path d="M 420 720 L 420 420 Q 420 380 450 380 L 450 300 Q 480 270 510 300 L 510 380 L 530 270 Q 560 240 590 270 L 580 380 L 610 290 Q 640 260 670 290 L 650 400 L 700 360 Q 740 350 740 400 L 640 720 Z" fill="${c}"/><rect x="420" y="680" width="230" height="60" rx="12" fill="#2b2e33"/>`,
  insurance: (c) =>
    `<path d="M 640 220 L 900 320 L 880 560 Q 840 720 640 780 Q 440 720 400 560 L 380 320 Z" fill="${c}"/><path d="M 520 500 L 610 590 L 780 410" fill="none" stroke="#fff" stroke-width="40" stroke-linecap="round" stroke-linejoin="round"/>`,
};

export function drawAccessory(d: Of<'accessory'>): string {
  return accessories[d.item](d.color);
}

export function drawGps(d: Of<'gps'>): string {
  if (d.view === 'app') {
    const streets = [160, 300, 440, 580]
      .map((y) => `<line x1="470" y1="${y + 70}" x2="810" y2="${y + 40}" stroke="#fff" stroke-width="14"/>`)
      .join('');
    return [
      `<rect x="440" y="120" width="400" height="720" rx="56" fill="#1d1f22"/>`,
      `<rect x="464" y="170" width="352" height="620" rx="20" fill="#dfe8d8"/>`,
      streets,
      `<path d="M 520 700 Q 600 560 660 520 T 760 330" fill="none" stroke="#2a7de1" stroke-width="10" stroke-dasharray="18 12"/>`,
      `<path d="M 760 250 C 720 250 700 280 700 310 C 700 350 760 400 760 400 C 760 400 820 350 820 310 C 820 280 800 250 760 250 Z" fill="#e4572e"/>`,
      `<circle cx="760" cy="310" r="20" fill="#fff"/>`,
      `<rect x="490" y="720" width="300" height="50" rx="25" fill="#e4572e"/>`,
      text(640, 755, 26, '#fff', 'LOCK', 'font-weight="700" letter-spacing="3"'),
    ].join('');
  }
  const waves = [110, 170, 230]
    .map(
      (r) =>
        `<path d="M ${900 - r * 0.2} ${300 - r} A ${r} ${r} 0 0 1 ${900 + r} ${300 + r * 0.2}" fill="none" stroke="#2a7de1" stroke-width="14" stroke-linecap="round" opacity="${1 - r / 400}"/>`,
    )
    .join('');
  return [
    `<rect x="370" y="330" width="460" height="300" rx="60" fill="#1d1f22"/>`,
    `<rect x="400" y="360" width="400" height="240" rx="44" fill="#2b2e33"/>`,
    `<circle cx="720" cy="420" r="16" fill="#5ad17a"/>`,
    text(600, 520, 64, '#f3f4f6', 'GUARD', 'font-weight="700" letter-spacing="6"'),
    `<rect x="460" y="630" width="40" height="90" rx="10" fill="#4a5058"/><rect x="700" y="630" width="40" height="90" rx="10" fill="#4a5058"/>`,
    waves,
  ].join('');
}

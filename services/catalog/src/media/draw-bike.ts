import type { Drawing, FrameType } from './drawing';

// An e-bike seen from the side, drawn per frame type, motor placement and colour; or its cockpit
// (handlebar with the display). Coordinates are on the 1280 × 960 canvas.

type Bike = Extract<Drawing, { kind: 'bike' }>;
interface Point {
  x: number;
  y: number;
}

interface Geometry {
  wheel: number;
  tyre: number;
  rear: Point;
  front: Point;
  bottom: Point;
  seat: Point;
  head: Point;
  /** Where the top tube meets the seat tube (low for step-through frames). */
  topJoin: Point;
  headLow: Point;
  fork: 'rigid' | 'suspension';
  fenders: boolean;
  rack: boolean;
}

const geometries: Record<FrameType, Geometry> = {
  city: frame(210, 16, { topJoin: { x: 500, y: 560 }, fenders: true, rack: true }),
  folding: frame(150, 14, { topJoin: { x: 520, y: 560 }, fenders: true, rack: false, compact: true }),
  trekking: frame(215, 16, { topJoin: { x: 480, y: 420 }, fenders: true, rack: true }),
  mtb: frame(225, 26, { topJoin: { x: 470, y: 410 }, suspension: true }),
  suv: frame(225, 30, { topJoin: { x: 480, y: 440 }, suspension: true, fenders: true, rack: true }),
  speed: frame(215, 18, { topJoin: { x: 470, y: 400 }, suspension: true, fenders: true }),
};

function frame(
  wheel: number,
  tyre: number,
  o: { topJoin: Point; fenders?: boolean; rack?: boolean; suspension?: boolean; compact?: boolean },
): Geometry {
  const axleY = 700;
  const spread = o.compact ? 330 : 390;
  return {
    wheel,
    tyre,
    rear: { x: 640 - spread, y: axleY },
    front: { x: 640 + spread, y: axleY },
    bottom: { x: 600, y: axleY + 10 },
    seat: { x: 470, y: o.compact ? 330 : 340 },
    head: { x: 870, y: o.compact ? 360 : 380 },
    headLow: { x: 890, y: o.compact ? 470 : 480 },
    topJoin: o.topJoin,
    fork: o.suspension ? 'suspension' : 'rigid',
    fenders: o.fenders ?? false,
    rack: o.rack ?? false,
  };
}

const line = (a: Point, b: Point, width: number, color: string, cap = 'round') =>
  `<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke="${color}" stroke-width="${width}" stroke-linecap="${cap}"/>`;

function wheel(center: Point, radius: number, tyre: number, hubMotor: boolean): string {
  const spokes = Array.from({ length: 16 }, (_, i) => {
    const angle = (i * Math.PI) / 8;
    const x = center.x + Math.cos(angle) * (radius - tyre);
    const y = center.y + Math.sin(angle) * (radius - tyre);
    return `<line x1="${center.x}" y1="${center.y}" x2="${x.toFixed(1)}" y2="${y.toFixed(1)}" stroke="#9aa3ad" stroke-width="2"/>`;
  }).join('');
  return [
    `<circle cx="${center.x}" cy="${center.y}" r="${radius - tyre / 2}" fill="none" stroke="#1d1f22" stroke-width="${tyre}"/>`,
    `<circle cx="${center.x}" cy="${center.y}" r="${radius - tyre - 4}" fill="none" stroke="#c3c9cf" stroke-width="6"/>`,
    spokes,
    hubMotor
      ? `<circle cx="${center.x}" cy="${center.y}" r="42" fill="#3a3f45"/><circle cx="${center.x}" cy="${center.y}" r="16" fill="#7d868f"/>`
      : `<circle cx="${center.x}" cy="${center.y}" r="14" fill="#596068"/>`,
  ].join('');
}

function side(d: Bike): string {
  const g = geometries[d.frame];
  const paint = d.color;
  const tube = d.frame === 'mtb' || d.frame === 'suv' ? 30 : 24;
  const parts: string[] = [];
  parts.push(`<ellipse cx="640" cy="${g.rear.y + g.wheel + 14}" rx="520" ry="18" fill="#000" opacity=".08"/>`);
  parts.push(wheel(g.rear, g.wheel, g.tyre, d.motor === 'rear'), wheel(g.front, g.wheel, g.tyre, false));
  if (g.fenders) {
    for (const c of [g.rear, g.front]) {
      const r = g.wheel + 10;
      parts.push(
        `<path d="M ${c.x - r} ${c.y} A ${r} ${r} 0 0 1 ${c.x + r * 0.7} ${c.y - r * 0.71}" fill="none" stroke="#2b2e33" stroke-width="10" stroke-linecap="round"/>`,
      );
    }
  }
  if (g.rack) {
    parts.push(
      line({ x: g.rear.x - 40, y: g.seat.y + 130 }, { x: g.seat.x - 20, y: g.seat.y + 130 }, 10, '#2b2e33'),
      line({ x: g.rear.x, y: g.rear.y }, { x: g.rear.x - 10, y: g.seat.y + 130 }, 8, '#2b2e33'),
    );
  }
  // Rear triangle, then the main frame.
  parts.push(line(g.rear, g.bottom, tube - 6, paint), line(g.rear, g.topJoin, tube - 8, paint));
  parts.push(line(g.bottom, g.seat, tube, paint), line(g.topJoin, g.head, tube, paint));
  parts.push(line(g.bottom, g.headLow, tube + 10, paint), line(g.head, g.headLow, tube + 4, paint));
  if (d.frame === 'folding') {
    const mid = { x: (g.bottom.x + g.headLow.x) / 2, y: (g.bottom.y + g.headLow.y) / 2 };
    parts.push(
      `<circle cx="${mid.x}" cy="${mid.y}" r="26" fill="#2b2e33"/><circle cx="${mid.x}" cy="${mid.y}" r="9" fill="#c3c9cf"/>`,
    );
  }
  // Battery along the down tube (with a brand stripe), motor at the bottom bracket or in the hub.
  const dx = g.headLow.x - g.bottom.x;
  const dy = g.headLow.y - g.bottom.y;
  const length = Math.hypot(dx, dy);
  const angle = (Math.atan2(dy, dx) * 180) / Math.PI;
  parts.push(
    `<g transform="translate(${g.bottom.x} ${g.bottom.y}) rotate(${angle.toFixed(1)})">` +
      `<rect x="${length * 0.2}" y="${-(tube + 30) / 2 - 18}" width="${length * 0.58}" height="${tube + 30}" rx="16" fill="#26292e"/>` +
      `<rect x="${length * 0.24}" y="${-(tube + 30) / 2 - 10}" width="${length * 0.16}" height="8" rx="4" fill="${paint}"/>` +
      `<text x="${length * 0.5}" y="${-12}" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="700" fill="#f3f4f6" text-anchor="middle" letter-spacing="4">ZEFIR</text>` +
      '</g>',
  );
  if (d.motor === 'mid') {
    parts.push(
      `<circle cx="${g.bottom.x}" cy="${g.bottom.y}" r="58" fill="#33383e"/>`,
      `<circle cx="${g.bottom.x}" cy="${g.bottom.y}" r="40" fill="#4a5058"/>`,
    );
  }
  // Chain ring, crank and pedals.
  parts.push(
    `<circle cx="${g.bottom.x}" cy="${g.bottom.y}" r="34" fill="none" stroke="#8c949c" stroke-width="6"/>`,
    line(g.bottom, { x: g.bottom.x + 40, y: g.bottom.y + 80 }, 14, '#3a3f45'),
    `<rect x="${g.bottom.x + 16}" y="${g.bottom.y + 76}" width="52" height="12" rx="4" fill="#1d1f22"/>`,
    line(g.bottom, g.rear, 4, '#5d646c'),
  );
  // Fork, stem, handlebar, seat post and saddle.
  const forkColor = g.fork === 'suspension' ? '#2b2e33' : paint;
  parts.push(line(g.headLow, g.front, g.fork === 'suspension' ? 22 : 16, forkColor));
  if (g.fork === 'suspension') {
    const upper = {
      x: g.headLow.x + (g.front.x - g.headLow.x) * 0.45,
      y: g.headLow.y + (g.front.y - g.headLow.y) * 0.45,
    };
    parts.push(line(g.headLow, upper, 30, '#c3c9cf'));
  }
  const bar = { x: g.head.x - 40, y: g.head.y - 70 };
  parts.push(
    line(g.head, { x: g.head.x - 10, y: g.head.y - 60 }, 16, '#2b2e33'),
    `<path d="M ${g.head.x - 10} ${g.head.y - 60} Q ${bar.x - 20} ${bar.y - 10} ${bar.x - 70} ${bar.y + 10}" fill="none" stroke="#2b2e33" stroke-width="14" stroke-linecap="round"/>`,
    `<rect x="${g.head.x - 34}" y="${g.head.y - 98}" width="44" height="26" rx="5" fill="#111" stroke="#555" stroke-width="3"/>`,
    line(g.seat, { x: g.seat.x - 14, y: g.seat.y - 60 }, 14, '#7d868f'),
    `<path d="M ${g.seat.x - 90} ${g.seat.y - 70} Q ${g.seat.x - 20} ${g.seat.y - 98} ${g.seat.x + 40} ${g.seat.y - 72} L ${g.seat.x + 36} ${g.seat.y - 56} Q ${g.seat.x - 30} ${g.seat.y - 64} ${g.seat.x - 86} ${g.seat.y - 52} Z" fill="#1d1f22"/>`,
  );
  if (d.frame === 'city' || d.frame === 'trekking' || d.frame === 'speed') {
    parts.push(
      `<circle cx="${g.head.x + 30}" cy="${g.head.y + 10}" r="14" fill="#fff6c8" stroke="#2b2e33" stroke-width="5"/>`,
    );
  }
  return parts.join('');
}

function cockpit(d: Bike): string {
  return [
    `<path d="M 140 520 Q 640 380 1140 520" fill="none" stroke="#2b2e33" stroke-width="34" stroke-linecap="round"/>`,
    `<rect x="110" y="470" width="110" height="90" rx="30" fill="#1d1f22" transform="rotate(-12 165 515)"/>`,
    `<rect x="1060" y="470" width="110" height="90" rx="30" fill="#1d1f22" transform="rotate(12 1115 515)"/>`,
    `<rect x="600" y="420" width="80" height="360" rx="20" fill="${d.color}"/>`,
    `<rect x="470" y="250" width="340" height="230" rx="28" fill="#111418" stroke="#3a3f45" stroke-width="10"/>`,
    `<rect x="495" y="275" width="290" height="180" rx="14" fill="#0f2c3c"/>`,
    `<text x="640" y="385" font-family="DejaVu Sans, Arial, sans-serif" font-size="96" font-weight="700" fill="#e9f6ff" text-anchor="middle">25</text>`,
    `<text x="640" y="430" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#8fd3ff" text-anchor="middle">km/h</text>`,
    ...[0, 1, 2, 3, 4].map(
      (i) =>
        `<rect x="${515 + i * 24}" y="295" width="18" height="28" rx="3" fill="${i < 4 ? '#5ad17a' : '#2f4b3a'}"/>`,
    ),
    `<rect x="300" y="520" width="90" height="54" rx="12" fill="#3a3f45"/><rect x="318" y="534" width="54" height="26" rx="6" fill="#7d868f"/>`,
  ].join('');
}

export function drawBike(d: Bike): string {
  return d.view === 'cockpit' ? cockpit(d) : side(d);
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

/** The custom properties of the first :root block (the reduced-motion block only changes durations). */
function readTokens(source: string): Map<string, string> {
  const block = /:root\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  const tokens = new Map<string, string>();
  for (const match of block.matchAll(/(--ui-[\w-]+)\s*:\s*([^;]+);/g)) {
    tokens.set(match[1]!, match[2]!.trim());
  }
  return tokens;
}

const tokens = readTokens(css);

function hexOf(name: string): string {
  let value = tokens.get(name);
  for (let depth = 0; value?.startsWith('var('); depth++) {
    if (depth > 5) throw new Error(`${name} refers too deep`);
    value = tokens.get(value.slice(4, -1).trim());
  }
  if (!value || !/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`${name} is not a #rrggbb colour: ${value}`);
  return value;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(hexOf(foreground)), luminance(hexOf(background))].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

const textPairs: [string, string][] = [
  ['--ui-color-text', '--ui-color-surface'],
  ['--ui-color-text', '--ui-color-surface-muted'],
  ['--ui-color-text', '--ui-color-surface-sunken'],
  ['--ui-color-text-muted', '--ui-color-surface'],
  ['--ui-color-text-muted', '--ui-color-surface-muted'],
  ['--ui-color-link', '--ui-color-surface'],
  ['--ui-color-link', '--ui-color-surface-muted'],
  ['--ui-color-link-hover', '--ui-color-surface'],
  ['--ui-color-primary', '--ui-color-primary-surface'],
  ['--ui-color-on-primary', '--ui-color-primary'],
  ['--ui-color-on-primary', '--ui-color-primary-hover'],
  ['--ui-color-on-primary', '--ui-color-primary-active'],
  ['--ui-color-on-accent', '--ui-color-accent'],
  ['--ui-color-on-accent', '--ui-color-accent-hover'],
  ['--ui-color-on-success', '--ui-color-success'],
  ['--ui-color-on-warning', '--ui-color-warning'],
  ['--ui-color-on-danger', '--ui-color-danger'],
  ['--ui-color-on-danger', '--ui-color-danger-hover'],
  ['--ui-color-on-info', '--ui-color-info'],
  ['--ui-color-success-text', '--ui-color-success-surface'],
  ['--ui-color-warning-text', '--ui-color-warning-surface'],
  ['--ui-color-danger-text', '--ui-color-danger-surface'],
  ['--ui-color-info-text', '--ui-color-info-surface'],
  ['--ui-color-danger', '--ui-color-surface'],
  ['--ui-color-danger', '--ui-color-surface-muted'],
  ['--ui-color-success', '--ui-color-surface'],
];

// Not text, but what must stay visible: control borders, the focus ring (WCAG 1.4.11, 3:1).
const interfacePairs: [string, string][] = [
  ['--ui-color-border-strong', '--ui-color-surface'],
  ['--ui-color-focus', '--ui-color-surface'],
  ['--ui-color-focus', '--ui-color-surface-muted'],
  ['--ui-color-focus-inverse', '--ui-color-primary'],
  ['--ui-color-primary', '--ui-color-surface'],
];

describe('design tokens', () => {
  it.each(textPairs)('%s on %s reads at 4.5:1 or more', (foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(interfacePairs)('%s against %s stands out at 3:1 or more', (foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(3);
  });

  it('computes the known ratio of black on white', () => {
    tokens.set('--test-black', '#000000');
    tokens.set('--test-white', '#ffffff');
    expect(contrast('--test-black', '--test-white')).toBeCloseTo(21, 5);
  });

  it('declares a focus ring of 2 to 3 px', () => {
    const width = Number.parseFloat(tokens.get('--ui-focus-ring-width') ?? '0');
    expect(width).toBeGreaterThanOrEqual(2);
    expect(width).toBeLessThanOrEqual(3);
  });

  it('sets only custom properties on :root', () => {
    const selectors = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{/g)].map((m) => m[1]!.trim());
    expect(selectors.every((selector) => selector === ':root' || selector.startsWith('@media'))).toBe(true);
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)/);
  });
});

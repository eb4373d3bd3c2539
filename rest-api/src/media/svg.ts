// Deterministic placeholder artwork, purely visual (no text: the alt text carries the words, in the page's language):
// a gradient from the subject's palette, soft light, and its category pictogram, echoed large in the background.
// The palette follows the category; the layout follows the item, so items of one category look related but distinct.
// The same subject always gives byte-identical SVG.
import type { ImageSubject } from './subjects.ts';
import { drawMotif } from './motifs.ts';

const PALETTES: [string, string][] = [
  ['#0f766e', '#2dd4bf'],
  ['#6d28d9', '#c084fc'],
  ['#b45309', '#fbbf24'],
  ['#be123c', '#fb7185'],
  ['#1d4ed8', '#60a5fa'],
  ['#15803d', '#86efac'],
  ['#9d174d', '#f472b6'],
  ['#334155', '#94a3b8'],
  ['#c2410c', '#fdba74'],
  ['#0e7490', '#67e8f9'],
  ['#4338ca', '#a5b4fc'],
  ['#854d0e', '#facc15'],
];

/** FNV-1a: a stable small hash so images do not change between runs or machines. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return value;
}

/** mulberry32: a seeded generator of numbers in [0, 1). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value);

export interface RenderOptions {
  size: 'full' | 'thumb';
  /** gallery images vary the artwork of the same subject */
  variant: number;
}

export function renderSvg(subject: ImageSubject, { size, variant }: RenderOptions): string {
  const seed = hash(`${subject.seedKey}:${variant}`);
  const next = random(seed);
  const [from, to] = PALETTES[hash(subject.colourKey) % PALETTES.length];
  const [width, height] = size === 'thumb' ? [400, 225] : [1200, 675];
  const angle = round(next() * 360);
  const onRight = next() < 0.5;
  const [mainX, echoX] = onRight ? [780 + next() * 160, 180 + next() * 160] : [260 + next() * 160, 860 + next() * 160];
  const mainY = 300 + next() * 60;
  const mainScale = (1.6 + next() * 0.5).toFixed(2);
  const echoTurn = round(next() * 40 - 20);
  const glow = [round(200 + next() * 800), round(100 + next() * 300)];
  const bubbles = Array.from(
    { length: 7 },
    () =>
      `<circle cx="${round(next() * 1200)}" cy="${round(next() * 675)}" r="${round(20 + next() * 140)}" fill-opacity="${(0.04 + next() * 0.08).toFixed(2)}"/>`,
  );
  const motifVariant = seed % 97;
  const stroked = 'fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 675" aria-hidden="true">`,
    '<defs>',
    `<linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<radialGradient id="glow" cx="${glow[0]}" cy="${glow[1]}" r="520" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    '<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient>',
    '</defs>',
    '<rect width="1200" height="675" fill="url(#bg)"/>',
    '<rect width="1200" height="675" fill="url(#glow)"/>',
    `<g fill="#fff">${bubbles.join('')}</g>`,
    `<g ${stroked} opacity="0.1" transform="translate(${round(echoX)} 340) rotate(${echoTurn}) scale(3.4)">${drawMotif(subject.motif, motifVariant)}</g>`,
    `<g ${stroked} opacity="0.9" transform="translate(${round(mainX)} ${round(mainY)}) scale(${mainScale})">${drawMotif(subject.motif, motifVariant)}</g>`,
    '<rect width="1200" height="675" fill="url(#shade)"/>',
    '</svg>',
  ].join('');
}

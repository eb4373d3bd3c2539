// Deterministic placeholder artwork: a two-colour gradient picked from the subject's colour key, a simple motif for
// its category, and the English title as a caption. The same subject always gives byte-identical SVG.
import type { ImageSubject } from '../queries/media.ts';

const PALETTES: [string, string][] = [
  ['#0f766e', '#14b8a6'], ['#7c3aed', '#c084fc'], ['#b45309', '#f59e0b'], ['#be123c', '#fb7185'],
  ['#1d4ed8', '#60a5fa'], ['#15803d', '#4ade80'], ['#9d174d', '#f472b6'], ['#334155', '#94a3b8'],
];

/** FNV-1a: a stable small hash so colours do not change between runs or machines. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return value;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Motifs are drawn on a 1200x675 canvas in white with low opacity. */
function motif(name: string, seed: number): string {
  const shift = seed % 200;
  switch (name) {
    case 'music':
      return [0, 1, 2, 3].map((i) => `<circle cx="${900 - shift}" cy="260" r="${60 + i * 70}" fill="none" stroke="#fff" stroke-width="14"/>`).join('');
    case 'art':
      return `<polygon points="${700 + shift},520 ${880 + shift},120 ${1060 + shift},520" fill="#fff"/><rect x="${600 - shift}" y="180" width="220" height="220" fill="#fff" transform="rotate(18 ${710 - shift} 290)"/>`;
    case 'sports':
      return `<circle cx="${880 - shift}" cy="300" r="190" fill="none" stroke="#fff" stroke-width="18"/><path d="M${690 - shift} 300 H${1070 - shift} M${880 - shift} 110 V490" stroke="#fff" stroke-width="14"/>`;
    case 'food':
      return `<circle cx="${860 - shift}" cy="300" r="200" fill="#fff"/><circle cx="${860 - shift}" cy="300" r="130" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="10"/>`;
    case 'adventure':
    case 'experience':
      return `<path d="M0 560 L${260 + shift} 260 L${480 + shift} 470 L${760 + shift} 140 L1200 560 Z" fill="#fff"/>`;
    case 'city':
      return [0, 1, 2, 3, 4, 5, 6].map((i) => {
        const height = 120 + ((seed >> i) % 5) * 60;
        return `<rect x="${560 + i * 90}" y="${560 - height}" width="70" height="${height}" fill="#fff"/>`;
      }).join('');
    case 'organizer':
      return `<circle cx="${850 - shift}" cy="280" r="200" fill="#fff"/>`;
    default:
      return Array.from({ length: 5 }, (_, i) =>
        `<path d="M0 ${240 + i * 70} Q300 ${180 + i * 70 + (shift % 60)} 600 ${240 + i * 70} T1200 ${240 + i * 70}" fill="none" stroke="#fff" stroke-width="10"/>`).join('');
  }
}

export interface RenderOptions {
  size: 'full' | 'thumb';
  /** gallery images vary the artwork of the same subject */
  variant: number;
}

export function renderSvg(subject: ImageSubject, { size, variant }: RenderOptions): string {
  const seed = hash(`${subject.colourKey}:${variant}`);
  const [from, to] = PALETTES[hash(subject.colourKey) % PALETTES.length];
  const [width, height] = size === 'thumb' ? [400, 225] : [1200, 675];
  const angle = (seed % 4) * 45;
  const title = escapeXml(subject.title);
  const subtitle = escapeXml(subject.subtitle);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 675" role="img" aria-label="${title}">`,
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient></defs>`,
    `<rect width="1200" height="675" fill="url(#g)"/>`,
    `<g opacity="0.22">${motif(subject.motif, seed)}</g>`,
    `<rect width="1200" height="675" fill="url(#shade)"/>`,
    `<text x="64" y="${subtitle ? 560 : 600}" font-family="'Segoe UI', 'Noto Sans', Arial, sans-serif" font-size="64" font-weight="700" fill="#fff">${title}</text>`,
    subtitle ? `<text x="64" y="620" font-family="'Segoe UI', 'Noto Sans', Arial, sans-serif" font-size="34" fill="#fff" fill-opacity="0.85">${subtitle}</text>` : '',
    `</svg>`,
  ].join('');
}

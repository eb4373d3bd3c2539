// Pictograms of the generated images, one per category icon (plus city, organizer and slide). Each is drawn in white
// inside a 200x200 box centred on the origin; svg.ts places, scales and layers them. No text anywhere: the images are
// shown in English and Arabic pages alike, and the alt text carries the words.

type Motif = (variant: number) => string;

/** A filled shape (the group around a motif strokes by default). */
const solid = (shape: string) => shape.replace(/^<(\w+)/, '<$1 fill="#fff" stroke="none"');

const star = (cx: number, cy: number, r: number) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return solid(`<polygon points="${points.join(' ')}"/>`);
};

const waves = (y: number, count: number) =>
  Array.from({ length: count }, (_, i) => `<path d="M-100 ${y + i * 22} q25 -14 50 0 t50 0 t50 0 t50 0"/>`).join('');

const mountains = '<path d="M-100 80 L-40 -20 L0 30 L50 -60 L100 80 Z"/><path d="M32 -32 L50 -60 L68 -32"/>';

const MOTIFS: Record<string, Motif> = {
  music: () =>
    solid('<ellipse cx="-40" cy="55" rx="26" ry="19" transform="rotate(-20 -40 55)"/>') +
    solid('<ellipse cx="50" cy="35" rx="26" ry="19" transform="rotate(-20 50 35)"/>') +
    '<path d="M-16 50 V-60 L74 -80 V30" stroke-width="9"/>' +
    solid('<path d="M-16 -60 L74 -80 V-55 L-16 -35 Z"/>'),
  art: () =>
    '<rect x="-90" y="-70" width="180" height="140" rx="6"/>' +
    solid('<path d="M-78 58 L-25 -5 L10 30 L40 0 L78 58 Z"/>') +
    solid('<circle cx="45" cy="-35" r="16"/>'),
  festival: (variant) =>
    Array.from({ length: 12 }, (_, i) => {
      const angle = (Math.PI / 6) * i + variant * 0.2;
      const [c, s] = [Math.cos(angle), Math.sin(angle)];
      return (
        `<path d="M${(c * 30).toFixed(1)} ${(s * 30).toFixed(1)} L${(c * 85).toFixed(1)} ${(s * 85).toFixed(1)}"/>` +
        solid(`<circle cx="${(c * 97).toFixed(1)}" cy="${(s * 97).toFixed(1)}" r="6"/>`)
      );
    }).join('') + solid('<circle r="14"/>'),
  sports: () =>
    '<circle r="85"/>' +
    solid('<polygon points="0,-30 28,-9 18,25 -18,25 -28,-9"/>') +
    '<path d="M0 -30 V-85 M28 -9 L80 -28 M18 25 L50 70 M-18 25 L-50 70 M-28 -9 L-80 -28"/>',
  theatre: () =>
    '<path d="M-95 -80 H95"/>' +
    solid('<path d="M-95 -80 Q-60 -10 -95 80 H-55 Q-40 0 -20 -80 Z"/>') +
    solid('<path d="M95 -80 Q60 -10 95 80 H55 Q40 0 20 -80 Z"/>') +
    '<path d="M-100 85 H100"/>' +
    star(0, 10, 26),
  food: () =>
    '<circle r="70"/><circle r="48" stroke-opacity="0.6"/>' +
    '<path d="M-100 -60 V60 M-112 -60 V-25 Q-100 -10 -88 -25 V-60"/><path d="M100 -60 Q82 -20 100 10 V60"/>',
  family: () =>
    solid('<circle cx="-50" cy="-45" r="20"/>') +
    solid('<circle cx="50" cy="-45" r="20"/>') +
    solid('<circle cx="0" cy="5" r="14"/>') +
    '<path d="M-80 70 Q-80 -10 -50 -10 Q-20 -10 -20 70"/><path d="M20 70 Q20 -10 50 -10 Q80 -10 80 70"/><path d="M-20 75 Q-20 30 0 30 Q20 30 20 75"/>',
  conference: () =>
    '<path d="M-95 -75 H25 Q35 -75 35 -65 V-5 Q35 5 25 5 H-45 L-70 30 V5 H-85 Q-95 5 -95 -5 Z"/>' +
    solid(
      '<path d="M-15 20 H85 Q95 20 95 30 V75 Q95 85 85 85 H70 V100 L50 85 H-15 Q-25 85 -25 75 V30 Q-25 20 -15 20 Z"/>',
    ),
  heritage: () =>
    '<path d="M-60 90 V-20 Q-60 -80 0 -80 Q60 -80 60 -20 V90"/><path d="M-30 90 V-5 Q-30 -40 0 -40 Q30 -40 30 -5 V90"/>' +
    '<path d="M-100 90 H100 M-85 -88 H85"/>' +
    [-75, -45, -15, 15, 45, 75].map((x) => solid(`<polygon points="${x - 10},-88 ${x},-106 ${x + 10},-88"/>`)).join(''),
  diving: (variant) =>
    waves(-70, 2) +
    [
      [-40, 10, 16],
      [10, -10, 10],
      [40, 30, 22],
      [-10, 60, 8],
      [60, 70, 12],
    ]
      .map(([x, y, r]) => `<circle cx="${x + (variant % 3) * 8}" cy="${y}" r="${r}"/>`)
      .join(''),
  desert: () =>
    solid('<circle cx="45" cy="-45" r="30"/>') +
    '<path d="M-100 40 Q-50 -5 0 30 T100 20"/><path d="M-100 80 Q-30 40 30 70 T100 60"/>',
  hiking: () =>
    mountains +
    '<path d="M-70 80 L-30 55 L-55 35 L-10 15" stroke-dasharray="8 12"/>' +
    solid('<circle cx="-10" cy="15" r="7"/>'),
  cooking: () =>
    '<path d="M-75 -10 H75 V50 Q75 80 45 80 H-45 Q-75 80 -75 50 Z"/><path d="M-95 5 H-75 M75 5 H95"/>' +
    [-35, 0, 35].map((x) => `<path d="M${x} -30 q-12 -18 0 -36 t0 -36"/>`).join(''),
  boat: () =>
    solid('<path d="M-5 -95 V40 H-80 Z"/>') +
    solid('<path d="M8 -70 V40 H70 Z"/>') +
    solid('<path d="M-95 50 H95 L70 80 H-70 Z"/>') +
    waves(95, 1),
  wellness: () =>
    [-60, -30, 0, 30, 60]
      .map((angle) => `<ellipse cx="0" cy="-25" rx="22" ry="60" transform="rotate(${angle} 0 35)"/>`)
      .join('') + '<path d="M-90 60 Q0 95 90 60"/>',
  adventure: () => mountains + '<path d="M50 -60 V-110"/>' + solid('<path d="M50 -110 L85 -98 L50 -86 Z"/>'),
  stars: (variant) =>
    solid('<path d="M20 -80 A70 70 0 1 0 90 10 A55 55 0 1 1 20 -80 Z"/>') +
    [
      [-70, -60, 18],
      [-20, -20, 10],
      [-80, 40, 12],
      [0, 70, 8],
    ]
      .map(([x, y, r]) => star(x + (variant % 2) * 10, y, r))
      .join(''),
  city: (variant) =>
    Array.from({ length: 7 }, (_, i) => {
      const height = 60 + ((variant >> i) % 5) * 25;
      return solid(`<rect x="${-100 + i * 29}" y="${90 - height}" width="22" height="${height}"/>`);
    }).join('') + '<path d="M-105 95 H105"/>',
  // Place categories
  restaurant: (variant) => (MOTIFS.food as Motif)(variant),
  cafe: () =>
    '<path d="M-70 -20 H50 V40 Q50 80 -10 80 Q-70 80 -70 40 Z"/><path d="M50 0 Q90 0 90 25 Q90 50 50 50"/>' +
    '<path d="M-40 -50 q10 -15 0 -30 M-10 -50 q10 -15 0 -30 M20 -50 q10 -15 0 -30"/>',
  mall: () =>
    '<path d="M-75 -30 H75 L65 85 H-65 Z"/><path d="M-35 -30 V-55 Q-35 -85 0 -85 Q35 -85 35 -55 V-30"/>' +
    solid('<circle cx="-35" cy="0" r="7"/>') +
    solid('<circle cx="35" cy="0" r="7"/>'),
  museum: () =>
    solid('<polygon points="0,-90 100,-45 -100,-45"/>') +
    '<path d="M-90 80 H90 M-95 95 H95"/>' +
    Array.from({ length: 5 }, (_, i) => `<path d="M${-72 + i * 36} -30 V65"/>`).join(''),
  park: (variant) =>
    solid(`<circle cx="-40" cy="-20" r="${38 + (variant % 3) * 4}"/>`) +
    '<path d="M-40 20 V85"/>' +
    solid('<circle cx="45" cy="0" r="30"/>') +
    '<path d="M45 30 V85 M-100 88 H100"/>',
  beach: () =>
    solid('<circle cx="55" cy="-55" r="24"/>') +
    waves(35, 3) +
    '<path d="M-60 30 L-30 -70"/>' +
    solid('<path d="M-95 -40 Q-30 -110 35 -40 Z"/>'),
  hotel: () =>
    '<rect x="-60" y="-90" width="120" height="180" rx="4"/>' +
    Array.from({ length: 6 }, (_, i) =>
      solid(`<rect x="${i % 2 === 0 ? -40 : 15}" y="${-70 + Math.floor(i / 2) * 45}" width="25" height="25"/>`),
    ).join('') +
    solid('<rect x="-15" y="55" width="30" height="35"/>'),
  organizer: () =>
    '<polygon points="0,-90 78,-45 78,45 0,90 -78,45 -78,-45"/>' +
    solid('<polygon points="0,-45 39,-22 39,22 0,45 -39,22 -39,-22"/>'),
  slide: (variant) =>
    Array.from(
      { length: 4 },
      (_, i) =>
        `<path d="M-100 ${-60 + i * 40} C-40 ${-100 + i * 40 + (variant % 20)} 40 ${-20 + i * 40} 100 ${-60 + i * 40}"/>`,
    ).join(''),
};

/** The motif for an icon name; unknown icons (and the bare kinds) get waves. */
export function drawMotif(name: string, variant: number): string {
  return (
    MOTIFS[name] ?? ((v: number) => waves(-60, 6) + solid(`<circle cx="${(v % 5) * 30 - 60}" cy="-80" r="14"/>`))
  )(variant);
}

export const MOTIF_NAMES = Object.keys(MOTIFS);

import qrcode from 'qrcode-generator';

/** Modules of light margin around the code, the quiet zone scanners need. */
const QUIET_ZONE = 4;

/** The SVG path of the dark modules of a QR code holding `text` (medium error correction, the smallest version). */
function darkModules(text: string): { size: number; path: string } {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.isDark(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { size: count + 2 * QUIET_ZONE, path };
}

/**
 * An order's ticket for the door: its number as a QR code, black on white in every theme. Loaded with the order
 * details only (OrderList), so the library is in no landing route's JavaScript.
 */
export default function OrderQrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = darkModules(value);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={Math.max(160, size * 5)}
      height={Math.max(160, size * 5)}
      shapeRendering="crispEdges"
      data-testid="order-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

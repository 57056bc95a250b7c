import qrcode from 'qrcode-generator';

/** Quiet zone around the code, in modules (the QR standard asks for 4). */
const QUIET = 4;

/**
 * The affiliate link as a QR code, drawn as one SVG path (crisp at any size, no image, no innerHTML).
 * Its own chunk: the encoder loads only on the agent home.
 */
export default function QrCode({ value, label, size }: { value: string; label: string; size: number }) {
  const qr = qrcode(0, 'M');
  qr.addData(value);
  qr.make();
  const n = qr.getModuleCount();
  let d = '';
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) if (qr.isDark(r, c)) d += `M${c + QUIET} ${r + QUIET}h1v1h-1z`;
  const box = n + QUIET * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${box} ${box}`}
      shapeRendering="crispEdges"
      className="ag-qr"
    >
      <rect width={box} height={box} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}

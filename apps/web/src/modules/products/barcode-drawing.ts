import JsBarcode from 'jsbarcode';
import QRCode from 'qrcode';

/** A barcode as one svg path in a box of modules: drawn at once, so it is on paper when the print dialog opens. */
export interface BarcodeDrawing {
  width: number;
  height: number;
  path: string;
}

/** Blank modules beside a Code128 (its standard quiet zone) and around a QR code (inside the label's own margin). */
const code128QuietZone = 10;
const qrQuietZone = 2;

/** The bars of a '1'/'0' module string as rectangles one unit high. */
export function barsPath(modules: string, offset: number): string {
  return [...modules.matchAll(/1+/g)].map((run) => `M${String(offset + run.index)} 0h${String(run[0].length)}v1h-${String(run[0].length)}z`).join('');
}

/** Code128 of the value, or null when Code128 cannot hold it (non-Latin text). */
export function code128Drawing(value: string): BarcodeDrawing | null {
  // JsBarcode renders into a plain object as its encodings: '1' a bar module, '0' a space.
  const target: { encodings?: { data: string }[] } = {};
  JsBarcode(target, value, { format: 'CODE128', valid: () => undefined });
  const modules = target.encodings?.map((encoding) => encoding.data).join('') ?? '';
  if (modules === '') return null;
  return { width: modules.length + 2 * code128QuietZone, height: 1, path: barsPath(modules, code128QuietZone) };
}

/** The QR code of the value, its dark modules as unit squares. */
export function qrDrawing(value: string): BarcodeDrawing {
  const { size, data } = QRCode.create(value).modules;
  const squares: string[] = [];
  data.forEach((dark, index) => {
    if (dark) squares.push(`M${String((index % size) + qrQuietZone)} ${String(Math.floor(index / size) + qrQuietZone)}h1v1h-1z`);
  });
  const side = size + 2 * qrQuietZone;
  return { width: side, height: side, path: squares.join('') };
}

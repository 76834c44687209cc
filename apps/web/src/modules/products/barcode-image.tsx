import { useMemo } from 'react';
import { code128Drawing, qrDrawing } from './barcode-drawing.ts';
import type { LabelSymbology } from './label-sheet.ts';

/**
 * The barcode filling the room it is given: Code128 stretches with the label (its bars scale alike), a QR code
 * stays square. A value Code128 cannot hold draws nothing.
 */
export function BarcodeImage({ value, symbology }: { value: string; symbology: LabelSymbology }) {
  const drawing = useMemo(() => {
    if (value === '') return null;
    return symbology === 'qr' ? qrDrawing(value) : code128Drawing(value);
  }, [value, symbology]);
  if (!drawing) return null;
  return (
    <svg
      viewBox={`0 0 ${String(drawing.width)} ${String(drawing.height)}`}
      preserveAspectRatio={symbology === 'qr' ? 'xMidYMid meet' : 'none'}
      shapeRendering="crispEdges"
      style={{ display: 'block', width: '100%', height: '100%' }}
      role="img"
      aria-label={value}
      data-testid={`label-${symbology}`}
    >
      <path d={drawing.path} fill="#000" />
    </svg>
  );
}

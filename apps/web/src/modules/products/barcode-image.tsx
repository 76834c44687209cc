import JsBarcode from 'jsbarcode';
import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import type { LabelSymbology } from './label-sheet.ts';

/** A Code128 barcode drawn into an svg; a value Code128 cannot hold (non-Latin text) draws nothing. */
function Code128({ value }: { value: string }) {
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (!svg.current) return;
    try {
      JsBarcode(svg.current, value, { format: 'CODE128', height: 40, width: 1.4, margin: 0, fontSize: 12 });
    } catch {
      svg.current.replaceChildren();
    }
  }, [value]);
  return <svg ref={svg} data-testid="label-code128" />;
}

/** A QR code as an image. */
function QrCode({ value }: { value: string }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toDataURL(value, { margin: 0, width: 88 }).then((url) => {
      if (current) setSource(url);
    });
    return () => {
      current = false;
    };
  }, [value]);
  return source ? <img src={source} alt={value} width={88} height={88} data-testid="label-qr" /> : null;
}

export function BarcodeImage({ value, symbology }: { value: string; symbology: LabelSymbology }) {
  if (value === '') return null;
  return symbology === 'qr' ? <QrCode value={value} /> : <Code128 value={value} />;
}

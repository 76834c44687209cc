import { describe, expect, it } from 'vitest';
import { barsPath, code128Drawing, qrDrawing } from './barcode-drawing.ts';

describe('barcodes drawn as one path', () => {
  it('draws each run of bar modules as one rectangle, after the quiet zone', () => {
    expect(barsPath('110100', 10)).toBe('M10 0h2v1h-2zM13 0h1v1h-1z');
  });

  it('draws Code128 of Latin text with a quiet zone of 10 modules each side, and nothing of Persian text', () => {
    const drawing = code128Drawing('LB-1');
    // Start, four characters, check character (11 modules each) and the 13-module stop.
    expect(drawing?.width).toBe(6 * 11 + 13 + 20);
    expect(drawing?.path.startsWith('M10 0h2v1h-2z')).toBe(true);
    expect(code128Drawing('دفتر')).toBeNull();
  });

  it('draws a square QR code, of any text', () => {
    const drawing = qrDrawing('دفتر ۱۲');
    expect(drawing.width).toBe(drawing.height);
    expect(drawing.path).toMatch(/^M2 2h1v1h-1z/);
  });
});

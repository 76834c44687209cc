import { describe, expect, it } from 'vitest';
import { productPictureExtensions } from '@hesab/contract';
import { acceptOf, defaultTitle, imageAccept, isAccepted, isImageName, kilobytes, maxFileBytes, screenFiles } from './upload-rules.ts';

describe('screening chosen files', () => {
  it('refuses each file over 500,000 bytes and keeps the rest in order', () => {
    const files = [
      { name: 'a.png', size: 1000 },
      { name: 'big.jpg', size: maxFileBytes + 1 },
      { name: 'edge.jpeg', size: maxFileBytes },
      { name: 'b.bmp', size: 10 },
    ];
    expect(screenFiles(files, imageAccept)).toEqual({
      accepted: [files[0], files[2], files[3]],
      refused: [{ name: 'big.jpg', reason: 'too-large' }],
    });
  });

  it('refuses a name outside the accepted extensions, whatever its case', () => {
    expect(screenFiles([{ name: 'PHOTO.JPG', size: 5 }, { name: 'notes.pdf', size: 5 }], imageAccept)).toEqual({
      accepted: [{ name: 'PHOTO.JPG', size: 5 }],
      refused: [{ name: 'notes.pdf', reason: 'not-accepted' }],
    });
    expect(isAccepted('notes.pdf', '.pdf,image/*')).toBe(true);
    expect(isAccepted('anything.bin', '')).toBe(true);
  });

  it("takes a product's avatar as png, gif or jpeg only", () => {
    const accept = acceptOf(productPictureExtensions);
    const names = ['a.png', 'b.GIF', 'c.jpg', 'd.jpeg', 'e.bmp', 'f.pdf'];
    expect(screenFiles(names.map((name) => ({ name, size: 5 })), accept).refused.map((file) => file.name)).toEqual(['e.bmp', 'f.pdf']);
  });
});

describe('file names', () => {
  it('tells images by extension', () => {
    expect(isImageName('a.Png')).toBe(true);
    expect(isImageName('a.gif')).toBe(true);
    expect(isImageName('a.pdf')).toBe(false);
    expect(isImageName('.png')).toBe(false);
  });

  it('titles a file by its name without the extension', () => {
    expect(defaultTitle('فاکتور خرید.jpg')).toBe('فاکتور خرید');
    expect(defaultTitle('README')).toBe('README');
    expect(defaultTitle(`${'x'.repeat(300)}.png`)).toHaveLength(249);
  });

  it('shows sizes in kilobytes', () => {
    expect(kilobytes(500_000)).toBe('500');
    expect(kilobytes(1234)).toBe('1.2');
  });
});

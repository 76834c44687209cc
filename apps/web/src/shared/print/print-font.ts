import bold from 'vazirmatn/fonts/webfonts/Vazirmatn-Bold.woff2';
import medium from 'vazirmatn/fonts/webfonts/Vazirmatn-Medium.woff2';
import regular from 'vazirmatn/fonts/webfonts/Vazirmatn-Regular.woff2';

/*
 * The printed sheet's type: Vazirmatn's static weights, not the variable font the screens use. Chromium writes a
 * variable font into a PDF as Type 3 glyph drawings, which viewers render roughly and from which text is not copied
 * whole; a static face is embedded as a real font. Only a print page loads these files.
 */
export const printFontFamily = 'Vazirmatn Print';

export const printFontFaces = [
  { file: regular, weight: 400 },
  { file: medium, weight: 500 },
  { file: bold, weight: 700 },
].map(({ file, weight }) => ({
  '@font-face': { fontFamily: printFontFamily, src: `url(${file}) format('woff2')`, fontWeight: weight, fontStyle: 'normal', fontDisplay: 'block' },
}));

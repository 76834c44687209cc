import { colourSchemes, pageSize, type PrintSettings, type PrintTemplate } from '@hesab/contract';

/*
 * How a template and a colour scheme dress the printed sheet. The printed parts draw their lines and shaded cells
 * with the sheet's variables (`--print-line`, `--print-head`…), so every document kind takes every look unchanged.
 */

interface TemplateLook {
  /** the title on a band of color1 in color2 */
  band: boolean;
  /** every other row shaded with color4 */
  striped: boolean;
  /** lines between rows only, no columns' */
  rowLines: boolean;
  /** the table's type size in px */
  fontSize: number;
  /** a frame of color5 round the sheet */
  frame: boolean;
  titleAlign: 'center' | 'start';
}

const plain: TemplateLook = { band: false, striped: false, rowLines: false, fontSize: 12, frame: false, titleAlign: 'center' };

const looks: Readonly<Record<PrintTemplate, TemplateLook>> = {
  1: plain,
  2: { ...plain, band: true },
  3: { ...plain, striped: true, rowLines: true },
  4: { ...plain, fontSize: 10 },
  5: { ...plain, band: true, frame: true },
  6: { ...plain, rowLines: true, titleAlign: 'start' },
  7: { ...plain, band: true, striped: true },
  8: { ...plain, fontSize: 14, frame: true },
};

/** The paper's margin in mm: a small label-like paper keeps more of itself for the print. */
const marginOf = (width: number) => (width < 11 ? 3 : 10);

/** The page rule of the print: the paper and its orientation, as Chromium's PDF and the browser's print both read it. */
export function pageRule(settings: PrintSettings) {
  const { width, height } = pageSize(settings);
  return { '@page': { size: `${String(width)}cm ${String(height)}cm`, margin: `${String(marginOf(width))}mm` } };
}

/** The sheet's variables and its template's rules. */
export function sheetLook(settings: PrintSettings) {
  const look = looks[settings.template];
  const [band, bandText, head, stripe, line] = colourSchemes[settings.scheme];
  const { width } = pageSize(settings);
  const cells = '& [data-testid="document-lines-view"] :is(td, th)';
  return {
    '--print-line': line,
    '--print-head': head,
    '--print-stripe': stripe,
    '--print-font': `${String(look.fontSize)}px`,
    // On screen the sheet is as wide as the paper less its margins, so what is seen is what prints.
    maxWidth: `calc(${String(width)}cm - ${String(2 * marginOf(width))}mm)`,
    ...(look.frame ? { outline: `2px solid ${line}`, outlineOffset: '-6px' } : {}),
    '& .printed-title': {
      textAlign: look.titleAlign,
      ...(look.band ? { bgcolor: band, color: bandText, py: 1, px: 2, borderRadius: 0.5, printColorAdjust: 'exact' } : {}),
    },
    ...(look.rowLines ? { [cells]: { borderInline: 'none' } } : {}),
    ...(look.striped ? { '& [data-testid="document-view-line"]:nth-of-type(even) td': { bgcolor: 'var(--print-stripe)' } } : {}),
    '& *': { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
  } as const;
}

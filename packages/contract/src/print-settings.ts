import { z } from 'zod';

/*
 * The print dialog's settings (spec 02 "Print and report layouts", issue 18): the paper, its orientation, the
 * template, the colour scheme and the toggles. The same query is read by the print pages and by `GET <document>/{id}/pdf`,
 * which opens the print page with it.
 */

/** The papers in cm, long side first; A8 is the spec's second "A7" (5.2 x 7.4). */
export const paperSizes = {
  A4: { long: 29.7, short: 21 },
  A5: { long: 21, short: 14.8 },
  A6: { long: 14.8, short: 10.5 },
  A7: { long: 10.5, short: 7.4 },
  A8: { long: 7.4, short: 5.2 },
} as const;
export type PaperSize = keyof typeof paperSizes;
export const papers = [...(Object.keys(paperSizes) as PaperSize[]), 'custom'] as const;
export type Paper = (typeof papers)[number];

export const orientations = ['portrait', 'landscape'] as const;
export type Orientation = (typeof orientations)[number];

/** The templates 1 to 8 ({product}1 … {product}8); an invoice offers 1 to 6 and 8 (spec 02). */
export const printTemplates = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type PrintTemplate = (typeof printTemplates)[number];

/** Seven named schemes of five colours: color1 the title band, color2 its text, color3 the table's head, color4 the striped rows, color5 the lines. */
export const colourSchemes = {
  classic: ['#ffffff', '#000000', '#eeeeee', '#fafafa', '#555555'],
  ocean: ['#0d47a1', '#ffffff', '#bbdefb', '#e3f2fd', '#1565c0'],
  forest: ['#1b5e20', '#ffffff', '#c8e6c9', '#e8f5e9', '#2e7d32'],
  sunset: ['#e65100', '#ffffff', '#ffe0b2', '#fff3e0', '#ef6c00'],
  berry: ['#880e4f', '#ffffff', '#f8bbd0', '#fce4ec', '#ad1457'],
  violet: ['#4a148c', '#ffffff', '#e1bee7', '#f3e5f5', '#6a1b9a'],
  slate: ['#263238', '#ffffff', '#cfd8dc', '#eceff1', '#37474f'],
} as const satisfies Record<string, readonly [string, string, string, string, string]>;
export type ColourScheme = keyof typeof colourSchemes;
export const colourSchemeNames = Object.keys(colourSchemes) as ColourScheme[];

/** A size in cm typed in the custom fields: 2 to 100, up to two decimals. */
const centimetres = z.coerce.number().min(2).max(100).multipleOf(0.01);
const toggle = z.enum(['0', '1']).transform((value) => value === '1');

/** The query of a print page and of a PDF: every setting optional, the defaults those of a new dialog. */
export const printQuery = z
  .object({
    paper: z.enum(papers).default('A4'),
    width: centimetres.optional(),
    height: centimetres.optional(),
    orientation: z.enum(orientations).default('portrait'),
    template: z.coerce
      .number()
      .int()
      .refine((value): value is PrintTemplate => (printTemplates as readonly number[]).includes(value), 'invalid-value')
      .default(1),
    scheme: z.enum(colourSchemeNames as [ColourScheme, ...ColourScheme[]]).default('classic'),
    /** the party's remaining balance under an invoice */
    remaining: toggle.default(false),
    /** the rows' descriptions (article content) */
    content: toggle.default(true),
    /** the warehouse of the rows (warehouse article) */
    warehouse: toggle.default(true),
    /** the kind's warehouse print (an invoice's slip for the storekeeper): its rows and counts, no amounts */
    slip: toggle.default(false),
  })
  .superRefine((value, context) => {
    if (value.paper !== 'custom') return;
    for (const side of ['width', 'height'] as const) {
      if (value[side] === undefined) context.addIssue({ code: 'custom', path: [side], message: 'required' });
    }
  });
export type PrintSettings = z.infer<typeof printQuery>;
export const defaultPrintSettings: PrintSettings = printQuery.parse({});

/** The page's width and height in cm as it goes through the printer. */
export function pageSize(settings: Pick<PrintSettings, 'paper' | 'width' | 'height' | 'orientation'>): { width: number; height: number } {
  if (settings.paper === 'custom') return { width: settings.width ?? paperSizes.A4.short, height: settings.height ?? paperSizes.A4.long };
  const { long, short } = paperSizes[settings.paper];
  return settings.orientation === 'landscape' ? { width: long, height: short } : { width: short, height: long };
}

/** The settings as a query string, only those that differ from a new dialog's, for a link or the PDF's page. */
export function printSearch(settings: PrintSettings): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of Object.keys(defaultPrintSettings) as (keyof PrintSettings)[]) {
    const value = settings[key];
    if (value === undefined || value === defaultPrintSettings[key]) continue;
    search.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return search;
}

import { tagPalette, type TagColor } from '@hesab/domain';
import {
  amber,
  blue,
  blueGrey,
  brown,
  cyan,
  deepOrange,
  deepPurple,
  green,
  grey,
  indigo,
  orange,
  pink,
  purple,
  red,
  teal,
} from '@mui/material/colors';

/** The palette's names (spec 01 section 3) as Material colours, shade 500. */
const tagColorHex: Record<TagColor, string> = {
  green: green[500],
  red: red[500],
  blue: blue[500],
  purple: purple[500],
  pink: pink[500],
  orange: orange[500],
  'deep-purple': deepPurple[500],
  teal: teal[500],
  cyan: cyan[500],
  indigo: indigo[500],
  amber: amber[500],
  brown: brown[500],
  'deep-orange': deepOrange[500],
  grey: grey[500],
  'blue-grey': blueGrey[500],
};

export function isTagColor(value: unknown): value is TagColor {
  return typeof value === 'string' && Object.hasOwn(tagColorHex, value);
}

/** A stored colour as CSS: a palette name, or any other CSS colour the server kept, else grey. */
export function tagColorCss(color: string | null): string {
  if (color === null || color === '') return tagColorHex.grey;
  return isTagColor(color) ? tagColorHex[color] : color;
}

/** One swatch per colour: the palette names orange twice, and two equal swatches would confuse. */
export const tagSwatches: readonly TagColor[] = [...new Set(tagPalette)];

/** A tag's chip: white text on the tag's colour, the same in a form and in a list. */
export function tagChipSx(color: string | null) {
  return {
    bgcolor: tagColorCss(color),
    color: 'common.white',
    '& .MuiChip-deleteIcon': { color: 'rgba(255, 255, 255, 0.8)' },
  } as const;
}

/**
 * The 16 tag colours of spec 01 section 3, in order; orange stands twice, as the spec lists it.
 * A new tag takes the colour after the previous tag's.
 */
export const tagPalette = [
  'green',
  'red',
  'blue',
  'purple',
  'pink',
  'orange',
  'deep-purple',
  'teal',
  'cyan',
  'indigo',
  'amber',
  'brown',
  'deep-orange',
  'grey',
  'blue-grey',
  'orange',
] as const;
export type TagColor = (typeof tagPalette)[number];

/** The colour of the next tag, given how many tags exist already. */
export function nextTagColor(existingTags: number): TagColor {
  return tagPalette[existingTags % tagPalette.length] ?? 'green';
}

import Box from '@mui/material/Box';
import { tagColorCss } from './tag-colors.ts';

/** A small round swatch of a tag's colour. */
export function TagDot({ color, size = 12 }: { color: string | null; size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ width: size, height: size, borderRadius: '50%', flexShrink: 0, bgcolor: tagColorCss(color) }}
    />
  );
}

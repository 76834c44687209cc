import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { tagChipSx } from './tag-colors.ts';

/** A record's tags as coloured chips, as a list cell shows them. */
export function TagChips({ tags, testId = 'tag-chip' }: { tags: readonly { text: string; color: string | null }[]; testId?: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      {tags.map((tag) => (
        <Chip key={tag.text} size="small" label={tag.text} sx={tagChipSx(tag.color)} data-testid={testId} />
      ))}
    </Box>
  );
}

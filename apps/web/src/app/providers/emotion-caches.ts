import createCache, { type EmotionCache } from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '../../shared/i18n/i18n.ts';

/** One cache per direction: the right-to-left one mirrors every left/right rule as styles are inserted. */
export const emotionCaches: Record<Direction, EmotionCache> = {
  rtl: createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] }),
  ltr: createCache({ key: 'muiltr' }),
};

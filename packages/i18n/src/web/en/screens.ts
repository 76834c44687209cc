import type { screenMessages as persian } from '../screens.ts';

export const screenMessages: typeof persian = {
  home: {
    greeting: 'Hello {{name}}',
    intro: 'The work of {{business}} starts here: every screen the menu gives you is one click away.',
    bookmarks: 'Your bookmarks',
  },
  frame: {
    missing: 'The link names no page to show.',
    refused: 'Pages of “{{host}}” may not be shown: only the addresses the server’s administrator allows (FRAME_ORIGINS) are shown in the app.',
    openOutside: 'Open in a new tab',
  },
  reportViewer: {
    missing: 'No report was found for this link: it is incomplete, or its report no longer exists.',
  },
  uiTest: {
    title: 'The app’s fields',
    intro: 'Every field type with a field one of the screens has: its input as forms show it, and beside it the value as lists show it.',
    loginForPickers: 'Pickers list the business’s records once you log in.',
    unused: 'No screen has a field of this type yet.',
  },
};

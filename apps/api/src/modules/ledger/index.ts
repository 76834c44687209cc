export { postJournal, removeLines, repostJournal, type JournalHeader } from './post-journal.ts';
export { removeJournal } from './remove-journal.ts';

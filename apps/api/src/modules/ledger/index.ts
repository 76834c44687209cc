export { postJournal, removeLines, repostJournal, type JournalHeader } from './post-journal.ts';

export {
  openingPartRefusal,
  recordOwnedLines,
  saveOpeningPart,
  writeManualPart,
  type OpeningRefusal,
} from './opening-document.ts';
export {
  postJournal,
  postJournalWithSource,
  removeJournal,
  replacePart,
  repostJournal,
  type JournalHeader,
  type JournalSource,
  type LineSource,
  type SourceValues,
  type SourceWrite,
  StaleSystemAccounts,
} from './post-journal.ts';
export { journalDocuments, journalStanding, type JournalDocumentKind, type JournalHead } from './journal-documents.ts';
export { detailBalanceOn, detailBalances, openingChangeable, postedBeyondOpening } from './record-standing.ts';

export {
  addOpeningParts,
  openingPartRefusal,
  recordOwnedLines,
  saveOpeningPart,
  writeManualPart,
  type OpeningRefusal,
} from './opening-document.ts';
export {
  addParts,
  postJournal,
  postJournalWithSource,
  removeJournal,
  replacePart,
  repostJournal,
  setLineAmounts,
  type JournalHeader,
  type JournalSource,
  type LineAmounts,
  type LineSource,
  type PostedJournal,
  type SourceValues,
  type SourceWrite,
  StaleSystemAccounts,
} from './post-journal.ts';
export { postJournalsWithSource, type SourcedJournal } from './post-journals-together.ts';
export { journalDocuments, journalStanding, postingOf, unchangeableJournal, type JournalDocumentKind, type JournalHead } from './journal-documents.ts';
export { detailBalanceOn, detailBalanceRows, detailBalances, postedBeyondOpening, recordStandings, type StandingRecord } from './record-standing.ts';
export { accountMovementsByPeriod, type AccountMovement } from './period-movements.ts';
export { revalueIssueJournals, type IssueValue } from './issue-journals.ts';
export { journalOriginKey, type JournalOrigin, type JournalOrigins, type MatchingOrigins, type OriginRef } from './journal-origins.ts';
export { describedAs } from './journal-documents.ts';

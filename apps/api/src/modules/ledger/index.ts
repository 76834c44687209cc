export {
  mainYearOpening,
  openedInOtherYears,
  openingDocumentOf,
  openingPartRefusal,
  openingRefusalOf,
  saveOpeningPart,
  type OpeningRefusal,
} from './opening-document.ts';
export { postJournal, removeLines, replacePart, repostJournal, type JournalHeader, type LineSource } from './post-journal.ts';
export { removeJournal } from './remove-journal.ts';
export { changeableJournal, journalDocuments, type JournalDocumentKind, type JournalHead } from './journal-documents.ts';

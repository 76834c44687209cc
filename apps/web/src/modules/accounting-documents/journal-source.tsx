import { documentDefinitions, type DocumentDefinition } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DocumentRow } from '../../shared/documents/document-api.ts';
import type { DocumentExtrasProps } from '../../shared/documents/document-layout.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { documentFormPath } from '../../shared/documents/document-paths.ts';
import { screensOf } from '../../shared/documents/document-screens.ts';
import type { FormatContext } from '../../shared/fields/format-context.ts';
import type { TableColumn } from '../../shared/resources/table-columns.ts';

/** What wrote a journal, as the accounting list and form name it: its kind and number, and the way to its form. */
export interface JournalSource {
  /** translated: "فاکتور فروش ۱۲", or "دستی" for a journal written by hand */
  text: string;
  /** its document's form; null where it has none of its own (a cheque's change) or the journal is written by hand */
  path: string | null;
  /** written by the system from a document, and changed only through it */
  system: boolean;
}

/** Journals written by hand, which the accounting form edits. */
const handWritten: Readonly<Record<string, string>> = { manual: 'documents.sourceManual', opening: 'documents.sourceOpening' };

/** Every kind of document, as the journals name theirs. */
const definitions: readonly DocumentDefinition[] = documentDefinitions;

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** The kind of what wrote a journal: a document's kind (a sale's `sell`), `manual` or `opening` for one written by hand. */
const kindOf = (row: DocumentRow) => text(row.source_kind) ?? text(row.source_type) ?? 'manual';

/** A journal the system wrote from a document, which changes only through that document. */
export const isSystemJournal = (row: DocumentRow) => handWritten[kindOf(row)] === undefined;

/** The source of a journal as the server reads it (`source_kind`, `source_document`, `source_id`, `source_number`). */
export function journalSourceOf(row: DocumentRow, { t, language }: Pick<FormatContext, 't' | 'language'>): JournalSource {
  const kind = kindOf(row);
  const own = handWritten[kind];
  if (own) return { text: t(own), path: null, system: false };
  const definition = definitions.find((each) => each.name === row.source_document);
  const id = typeof row.source_id === 'number' ? row.source_id : null;
  const number = text(row.source_number);
  const screens = definition ? screensOf(definition, definition.variants ? kind : undefined) : null;
  const label = screens ? t(screens.itemTitle) : t(kind === 'cheque' ? 'documents.sourceCheque' : 'documents.sourceSystem');
  return {
    text: number === null ? label : t('documents.sourceNumbered', { kind: label, number: localizeDigits(number, language) }),
    path: screens && id !== null ? documentFormPath(screens, id) : null,
    system: true,
  };
}

/** The accounting list's source column: each journal's kind and number, linking to the document that wrote it. */
export function sourceColumn(context: FormatContext): TableColumn<DocumentRow> {
  return {
    id: 'source',
    header: context.t('documents.sourceColumn'),
    text: (row) => journalSourceOf(row, context).text,
    render: (row) => {
      const source = journalSourceOf(row, context);
      return source.path ? (
        <MuiLink component={Link} to={source.path} onClick={(event) => event.stopPropagation()} data-testid="journal-source">
          {source.text}
        </MuiLink>
      ) : (
        <span data-testid="journal-source">{source.text}</span>
      );
    },
  };
}

/** Over a system journal's form: the way to the document that wrote it, which alone changes it. */
export function JournalSourceNotice({ document }: DocumentExtrasProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const source = journalSourceOf(document, { t, language });
  if (!source.system || !source.path) return null;
  return (
    <Button variant="outlined" startIcon={<OpenInNewIcon />} component={Link} to={source.path} sx={{ alignSelf: 'flex-start' }} data-testid="journal-source-link">
      {t('documents.openSource', { source: source.text })}
    </Button>
  );
}

import { and, getTableColumns, getTableName, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { arrayParameter, queryRows, type Executor } from '@hesab/db';
import { isLanguage, isServerMessageKey, serverMessageKeys, translateServerMessage, type Language } from '@hesab/i18n';
import { foldedForSearch, textSearch } from '../../http/text-search.ts';
import { journalOriginKey, type JournalOrigin, type JournalOrigins, type MatchingOrigins, type OriginRef } from '../ledger/index.ts';
import { columnOf } from '../resources/index.ts';
import { businessSettings } from '../tenancy/index.ts';
import type { DocumentBinding } from './binding.ts';
import { findNamedRecords, type ReferenceTables } from './references.ts';

/**
 * Where the journals of one source type find the records that wrote them (`h`, its table's row, keyed by business and
 * id as the journal's source id): the number, the variant (an invoice's type) and the party, each SQL over `h`.
 */
export interface OriginTable {
  type: string;
  /** the kind's definition name, the web's way to its form; null where it has none */
  document: string | null;
  table: PgTable;
  number: SQL;
  variant?: SQL;
  /** the party's resource (its name found through the references) and its id */
  party?: { resource: string; id: SQL };
}

/** A column of the origin's row `h`. */
const own = (column: PgColumn) => sql`h.${sql.identifier(column.name)}`;

/**
 * The origin of a kind kept in tables of its own: its header, its variant, and the customer it names in its header
 * (a sale's, a receipt's person) or else on its first line naming one (a composite receipt's).
 */
export function originOfBinding(binding: DocumentBinding): OriginTable | null {
  const { definition, tables } = binding;
  if (!tables) return null;
  const { header, lines } = tables;
  const inHeader = definition.fields.find((field) => field.type === 'reference' && field.resource === 'customer');
  const onLine = definition.lines?.columns.find((column) => column.type === 'reference' && column.resource === 'customer');
  let party: OriginTable['party'];
  if (inHeader) party = { resource: 'customer', id: own(columnOf(header, inHeader.name)) };
  else if (onLine && lines) {
    const named = sql.identifier(columnOf(lines, onLine.name).name);
    party = {
      resource: 'customer',
      id: sql`(select l.${named} from ${sql.identifier(getTableName(lines))} l
        where l.business_id = h.business_id and l.document_id = h.id and l.${named} is not null order by l.line_no limit 1)`,
    };
  }
  const { variants } = definition;
  return {
    type: definition.logType,
    document: definition.name,
    table: header,
    number: own(columnOf(header, 'number')),
    ...(variants ? { variant: own(columnOf(header, variants.field)) } : {}),
    ...(party ? { party } : {}),
  };
}

type OriginRow = {
  id: string | number;
  number: string;
  variant: string | null;
  party: string | number | null;
};

const kindKeyPrefix = 'document-kind-';
/** The kinds with a name of their own; any other reads as `document-kind-other`. */
const namedKinds = serverMessageKeys.filter((key) => key.startsWith(kindKeyPrefix) && key !== 'document-kind-other').map((key) => key.slice(kindKeyPrefix.length));

/** The words a search is made of: a journal is found when each is in its kind's name, its number or its party's name. */
const wordsOf = (term: string) => term.split(/[\s,،]+/).filter((word) => word !== '');

/** The kinds (an origin's variant, or its type where it has none) whose name in `language` holds the word, as SQL over `h`. */
function kindNamed(origin: OriginTable, word: string, language: Language): SQL | undefined {
  const holds = (key: string) => foldedForSearch(translateServerMessage(language, isServerMessageKey(key) ? key : 'document-kind-other')).includes(foldedForSearch(word));
  const kind = sql`coalesce((${origin.variant ?? sql`null`})::text, ${origin.type})`;
  const kinds = namedKinds.filter((each) => holds(`${kindKeyPrefix}${each}`));
  return or(
    kinds.length > 0 ? sql`${kind} = any(${arrayParameter(kinds)}::text[])` : undefined,
    holds('document-kind-other') ? sql`not (${kind} = any(${arrayParameter(namedKinds)}::text[]))` : undefined,
  );
}

/** The parties whose name holds the word, as SQL over `h`: the party's id among the named records found by it. */
function partyNamed(origin: OriginTable, word: string, references: ReferenceTables): SQL | undefined {
  const target = origin.party && references(origin.party.resource);
  if (!origin.party || !target) return undefined;
  const name = (getTableColumns(target.table) as Record<string, PgColumn | undefined>)[target.labelField];
  if (!name) return undefined;
  return sql`(${origin.party.id}) in (select ${target.table.id} from ${target.table}
    where ${target.table.businessId} = h.business_id and ${textSearch([name], word)})`;
}

/**
 * The system journals a search finds by their description as `journalOriginsOf` makes it: for each kind, its
 * documents whose kind's name, number or party's name holds each word of the term, looked up in its own table by
 * the journal's source id.
 */
async function originsMatching(db: Executor, businessId: number, term: string, origins: readonly OriginTable[], references: ReferenceTables): Promise<MatchingOrigins> {
  const words = wordsOf(term);
  if (words.length === 0) return [];
  const { lang } = await businessSettings(db, businessId);
  const language = isLanguage(lang) ? lang : 'fa';
  return origins.map((origin) => {
    const found = and(...words.map((word) => or(kindNamed(origin, word, language), textSearch([origin.number], word), partyNamed(origin, word, references))));
    return {
      sourceType: origin.type,
      sourceIds: sql`select h.id from ${sql.identifier(getTableName(origin.table))} h where h.business_id = ${businessId} and ${found ?? sql`true`}`,
    };
  });
}

/**
 * The journals' origins read from `origins`: a page's journals of each source type in one statement, their parties'
 * names in one more, and each described in the business's language ("فاکتور فروش ۱۲، علی رضایی").
 */
export function journalOriginsOf(origins: readonly OriginTable[], references: ReferenceTables): JournalOrigins {
  const byType = new Map(origins.map((origin) => [origin.type, origin]));
  const readOrigins = async (db: Executor, businessId: number, journals: readonly OriginRef[]) => {
    const found = new Map<string, JournalOrigin>();
    const wanted = new Map<string, Set<number>>();
    for (const { sourceType, sourceId } of journals) {
      if (sourceId !== null && byType.has(sourceType)) wanted.set(sourceType, (wanted.get(sourceType) ?? new Set()).add(Number(sourceId)));
    }
    if (wanted.size === 0) return found;
    const read: { origin: OriginTable; row: OriginRow }[] = [];
    for (const [type, ids] of wanted) {
      const origin = byType.get(type);
      if (!origin) continue;
      const rows = await queryRows<OriginRow>(
        db,
        sql`select h.id, (${origin.number})::text as number, (${origin.variant ?? sql`null`})::text as variant, (${origin.party?.id ?? sql`null`})::bigint as party
            from ${sql.identifier(getTableName(origin.table))} h
            where h.business_id = ${businessId} and h.id = any(${arrayParameter([...ids])}::bigint[])`,
      );
      read.push(...rows.map((row) => ({ origin, row })));
    }
    const parties = read.flatMap(({ origin, row }) => (origin.party && row.party !== null ? [{ resource: origin.party.resource, id: Number(row.party) }] : []));
    const { names } = await findNamedRecords(db, businessId, parties, references);
    const { lang } = await businessSettings(db, businessId);
    const language = isLanguage(lang) ? lang : 'fa';
    for (const { origin, row } of read) {
      const kind = row.variant ?? origin.type;
      const kindKey = `document-kind-${kind}`;
      const label = translateServerMessage(language, isServerMessageKey(kindKey) ? kindKey : 'document-kind-other');
      const party = origin.party && row.party !== null ? names.get(`${origin.party.resource}:${Number(row.party)}`) : undefined;
      const description = party
        ? translateServerMessage(language, 'journal-description-party', { kind: label, number: row.number, party })
        : translateServerMessage(language, 'journal-description', { kind: label, number: row.number });
      const id = Number(row.id);
      found.set(journalOriginKey({ sourceType: origin.type, sourceId: id }), { kind, document: origin.document, id, number: row.number, description });
    }
    return found;
  };
  return Object.assign(readOrigins, {
    matching: (db: Executor, businessId: number, term: string) => originsMatching(db, businessId, term, origins, references),
  });
}

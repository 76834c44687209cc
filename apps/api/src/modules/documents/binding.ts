import type { Readable } from 'node:stream';
import type { DocumentDefinition, ListQuery, PrintSettings, TreasuryKind } from '@hesab/contract';
import type { FastifyRequest } from 'fastify';
import type { Database, Executor } from '@hesab/db';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { MemberAccess } from '../../http/access.ts';
import type { Actor } from '../activity-log/index.ts';
import type { PagedRecords, TagValues } from '../resources/index.ts';
import type { Member } from '../tenancy/index.ts';
import type { ReferenceTables } from './references.ts';

/** A document as the wire carries it; its shape is the definition's (`DocumentOf<D>`). */
export type DocumentRow = Record<string, unknown>;

/** What a save answers: the document, its number and the journal it posted (null for a kind that posts none). */
export interface SavedDocument {
  id: number;
  number: number;
  journal: number | null;
  /** what the server filled in of the header (an invoice's sum, VAT and payable), by field */
  figures?: Record<string, unknown>;
}

/** Which documents of a kind with variants a member may see: those whose variant field holds one of `values`. */
export interface VariantScope {
  field: string;
  values: readonly string[];
}

/**
 * The documents a member may see of a kind whose records they are limited to (their access lists): those where one of
 * the header's `fields` holds one of `values` (a warehouse of theirs), or those naming no treasury account but the
 * `accounts` of each kind (their bank accounts, cash boxes and petty cash funds, by id), wherever the kind names them.
 */
export type MemberReach = { fields: readonly string[]; values: readonly number[] } | { accounts: Readonly<Record<TreasuryKind, readonly number[]>> };

/**
 * What the document routes need of a kind's documents. Documents kept in their own tables (`tableDocuments`) and the
 * manual accounting document, kept as its journal (`journalDocuments` of the ledger), both serve it.
 */
export interface DocumentStore {
  /** `reach`: conditions a listed document meets, every one (the member's warehouses and branches) */
  list(businessId: number, query: ListQuery, scope?: VariantScope, reach?: readonly MemberReach[]): Promise<PagedRecords>;
  get(businessId: number, id: number): Promise<DocumentRow>;
  create(actor: Actor, input: DocumentRow): Promise<SavedDocument>;
  update(actor: Actor, id: number, input: DocumentRow): Promise<SavedDocument>;
  remove(actor: Actor, id: number): Promise<void>;
  /** back from the removed list, with its number; a kind whose removal is final has none */
  restore?(actor: Actor, id: number): Promise<SavedDocument>;
  /** the lifecycle commands, where the definition offers them; each answers how many documents changed */
  makePermanent?(actor: Actor, ids: readonly number[]): Promise<number>;
  lock?(actor: Actor, ids: readonly number[], locked: boolean): Promise<number>;
  renumber?(actor: Actor): Promise<number>;
}

/** A print page of the web app to print to PDF for the request's caller: its path and query, and the settings in it. */
export interface PrintedPage {
  path: string;
  settings: PrintSettings;
  /** a page anyone may open (a shared invoice's), printed without the caller's session */
  public?: boolean;
  /** the element whose drawing says the page is ready to print; a document's printed sheet by default */
  ready?: string;
  /** how long the page may take to draw, where a report's may take longer than a document's */
  timeoutMs?: number;
}

/** Prints a page as the caller sees it (the printing module's Chromium); the PDF's bytes as they are printed. */
export type DocumentPrinter = (request: FastifyRequest, page: PrintedPage) => Promise<Readable>;

/** One kind of document: its definition and how its documents are kept. */
export interface DocumentBinding {
  definition: DocumentDefinition;
  /** the header and lines tables of a kind kept in tables of its own, for the test that every field has its column */
  tables?: { header: PgTable; lines?: PgTable };
  /**
   * `references` finds the table of a resource the kind's fields name, to check that a record named is the
   * business's; `tags` writes and reads a tags field's texts as the resources do (a kind with none needs it not)
   */
  createStore(db: Database, references: ReferenceTables, tags?: TagValues): DocumentStore;
  /**
   * Refuses (throws a ClientError, 403) a member who may not write a document naming what this one names (a
   * treasury account outside the user's list), beside the kind's permissions. The routes ask it of the document
   * sent, and of the stored one before it is changed, removed or restored; `db` reads what the document names. The
   * document is read only when the member's standing needs it: most members are limited by nothing.
   */
  authorize?: DocumentAuthorization;
  /** Takes out of a document read what the member may not see (a sale's unit costs), in place. */
  conceal?(member: Member, document: DocumentRow): void;
  /**
   * Refuses (403) a member whose access lists (their warehouses, their treasury accounts) leave out what the document
   * names: asked of every read of a stored document (its form, its PDF, its files) as of every write, beside `authorize`.
   */
  limits?: DocumentAuthorization;
  /**
   * The documents a member sees in the kind's list, where their access lists limit them (the same lists as `limits`);
   * undefined: all. `db` reads the lists' records (a treasury account's id from its detail account).
   */
  reach?(member: Member, db: Executor): Promise<MemberReach | undefined>;
  /** Commands the spec sends as `GET <kind>` with a flag in the query (`invoice?pos=active`), by the flag's name. */
  listCommands?: Record<string, DocumentListCommand>;
}

/** A command on a kind's list path: who may send it (beside who may list the kind) and its answer. */
export interface DocumentListCommand {
  access: MemberAccess;
  handler(request: FastifyRequest, db: Database): Promise<Record<string, unknown>>;
}

/**
 * `standing`: the document as stored, before it is changed, removed or restored; the one sent; or (`read`, asked of
 * `limits` alone) the stored one being read.
 */
export type DocumentAuthorization = (member: Member, document: () => Promise<DocumentRow>, db: Executor, standing: 'stored' | 'sent' | 'read') => Promise<void>;

/** Authorizations asked in turn, of one reading of the document (a kind's own and those another module adds). */
export function everyAuthorization(...authorizations: readonly DocumentAuthorization[]): DocumentAuthorization {
  return async (member, document, db, standing) => {
    let read: Promise<DocumentRow> | undefined;
    const once = () => (read ??= document());
    for (const authorize of authorizations) await authorize(member, once, db, standing);
  };
}

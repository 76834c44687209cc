import { sql, type SQL } from 'drizzle-orm';
import type { DocumentDefinition } from '@hesab/contract';
import { arrayParameter, type Executor } from '@hesab/db';
import { FieldErrors, ForbiddenError } from '../../http/errors.ts';
import { branchName } from '../basics/index.ts';
import { columnOf } from '../resources/index.ts';
import { appliedAccess, type Member } from '../tenancy/index.ts';
import { everyAuthorization, type DocumentAuthorization, type DocumentBinding, type MemberReach } from './binding.ts';

/*
 * Branch access (spec 01 section 6, spec 02 section 6's branchAccess, issue 36) is the engine's, not a kind's: every
 * kind whose header names a branch holds a member limited to some branches to theirs on every read, write and list,
 * as a kind's own access lists (warehouses, treasury accounts) do. The business's requireBranch makes the branch a
 * required field of such a kind's documents, as it is for a limited member, whose documents must be of their branches.
 */

const namesBranch = (definition: DocumentDefinition) =>
  definition.fields.some((field) => field.name === 'branch' && field.type === 'reference' && field.resource === 'branch');

const branchLimits: DocumentAuthorization = async (member, document, db, standing) => {
  const listed = appliedAccess(member, member.branchAccess);
  const required = standing === 'sent' && member.config.requireBranch === 'active';
  if (!listed && !required) return;
  const { branch } = await document();
  if (typeof branch !== 'number') {
    if (standing === 'sent') throw new FieldErrors({ branch: [{ key: 'is-required' }] });
    throw new ForbiddenError('document-outside-branches');
  }
  if (!listed || listed.includes(branch)) return;
  // An id of no branch of the business passes here, for the write to refuse on its field (422).
  const name = await branchName(db, member.businessId, branch);
  if (name !== null) throw new ForbiddenError('branch-not-allowed', { name });
};

/** What holds a member to a kind's documents: its own access lists, and the member's branches where it names one. */
export interface KindAccess {
  /** asked of every read and write of a document, as DocumentBinding's `limits` */
  limits: DocumentAuthorization | undefined;
  /** the conditions of the kind's list, all of which a document meets to be listed */
  reach(member: Member, db: Executor): Promise<MemberReach[]>;
}

export function kindAccess(binding: DocumentBinding): KindAccess {
  const branched = namesBranch(binding.definition);
  const limits = [binding.limits, branched ? branchLimits : undefined].filter((each): each is DocumentAuthorization => each !== undefined);
  return {
    limits: limits.length === 0 ? undefined : everyAuthorization(...limits),
    async reach(member, db) {
      const own = await binding.reach?.(member, db);
      const branches = branched ? appliedAccess(member, member.branchAccess) : null;
      return [...(own ? [own] : []), ...(branches ? [{ fields: ['branch'], values: branches }] : [])];
    },
  };
}

/** The branches whose documents a report read by the member covers; null where that is every branch. */
export function reportBranches(member: Member): readonly number[] | null {
  return appliedAccess(member, member.branchAccess);
}

/**
 * What a member limited to some branches reads in the books (an account's, a person's statement, a bank's): the
 * lines of journals whose document they may open, as the kind's list and reads decide, and those of kinds naming no
 * branch (a manual document, the opening document, a cheque's change, a warehouse document), which are every
 * branch's. A document of a kind naming a branch but written without one is refused them (branchLimits), and so are
 * its lines. The condition is on the line's journal `j`; undefined where the member reaches every branch.
 */
export function bookReachOf(bindings: readonly DocumentBinding[]): (member: Member) => SQL | undefined {
  const branched = bindings.flatMap(({ definition, tables }) =>
    tables && namesBranch(definition) ? [{ type: definition.logType, header: tables.header, branch: sql.identifier(columnOf(tables.header, 'branch').name) }] : [],
  );
  const types = arrayParameter(branched.map(({ type }) => type));
  return (member) => {
    const branches = reportBranches(member);
    if (!branches || branched.length === 0) return undefined;
    const listed = sql`${arrayParameter(branches)}::bigint[]`;
    const ofTheirs = branched.map(
      ({ type, header, branch }) =>
        sql`(j.source_type = ${type} and exists (select 1 from ${header} h where h.business_id = j.business_id and h.id = j.source_id and h.${branch} = any(${listed})))`,
    );
    return sql`(j.source_type <> all(${types}::text[]) or ${sql.join(ofTheirs, sql` or `)})`;
  };
}

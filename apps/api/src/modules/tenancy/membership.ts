import type { FieldAudience } from '@hesab/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import { business, membership, role, type Executor } from '@hesab/db';

/** The user's standing in the business a request is for. */
export interface Member {
  businessId: number;
  userId: number;
  roleId: number;
  admin: boolean;
  permissions: ReadonlySet<string>;
  /** the business's config flags (spec 01 section 3), which switch features such as custom fields on */
  config: Readonly<Record<string, string>>;
  /** the business's plan options (spec 01 section 3), which switch screens such as setting/integrator on */
  planOptions: Readonly<Record<string, string>>;
  /** the last day of the business's plan (ISO), after which it writes no new document; null: it never ends */
  planExpiresOn: string | null;
  /** the business's time zone, which says what day it is there */
  timeZone: string;
  /**
   * the detail accounts of the bank, cash and petty cash accounts the user may receive into and pay from (issue 15);
   * none listed: all of them
   */
  financialAccess: readonly number[];
  /** the warehouses the user may see and move goods in (issue 5's entrepotAccess); none listed: all of them */
  entrepotAccess: readonly number[];
  /**
   * the branches whose documents the user sees and writes (spec 02 section 6's branchAccess); none listed, the user's
   * deactiveBranchAccess, or the business's disableBranchAccess: all of them
   */
  branchAccess: readonly number[];
  /** the departments the user works with (departmentAccess); none listed: all of them */
  departmentAccess: readonly number[];
  /** the user sells at the fees the product's prices propose, never others (deactiveChangeSellPrice, issue 16) */
  fixedSellPrice: boolean;
}

/** The user's standing in the business whose `domain` header (app key) a request sends. */
export function findMember(db: Executor, appKey: string, userId: number): Promise<Member | null> {
  return memberWhere(db, eq(business.appKey, appKey), userId);
}

/** The user's standing in the business of that id (an API key names its business by id). */
export function findMemberOf(db: Executor, businessId: number, userId: number): Promise<Member | null> {
  return memberWhere(db, eq(business.id, businessId), userId);
}

async function memberWhere(db: Executor, businessIs: SQL, userId: number): Promise<Member | null> {
  const [row] = await db
    .select({
      businessId: membership.businessId,
      roleId: membership.roleId,
      admin: membership.admin,
      financialAccess: membership.financialAccess,
      entrepotAccess: membership.entrepotAccess,
      branchAccess: membership.branchAccess,
      departmentAccess: membership.departmentAccess,
      unboundBranches: membership.deactiveBranchAccess,
      fixedSellPrice: membership.deactiveChangeSellPrice,
      permissions: role.permissions,
      config: business.config,
      planOptions: business.planOptions,
      planExpiresOn: business.planExpiresOn,
      timeZone: business.timeZone,
    })
    .from(business)
    .innerJoin(membership, eq(membership.businessId, business.id))
    .innerJoin(role, and(eq(role.businessId, membership.businessId), eq(role.id, membership.roleId)))
    .where(and(businessIs, eq(membership.userId, userId), eq(membership.active, true)))
    .limit(1);
  if (!row) return null;
  const { unboundBranches, branchAccess, ...rest } = row;
  // A user free of branch restriction, or a business that turned it off, reaches every branch.
  const branchesApply = !unboundBranches && row.config.disableBranchAccess !== 'active';
  return { ...rest, branchAccess: branchesApply ? branchAccess : [], userId, permissions: new Set(row.permissions) };
}

/**
 * One of the member's access lists (financialAccess, entrepotAccess) where it applies, or null where everything is
 * theirs: an administrator, a user with none listed, or a business with userAccessSystem off (the lists are kept
 * then, but not applied, as the user-account tab neither shows nor takes them).
 */
export function appliedAccess(member: Member, listed: readonly number[]): readonly number[] | null {
  if (member.admin || member.config.userAccessSystem !== 'active' || listed.length === 0) return null;
  return listed;
}

export function holdsPermission(member: Member, permission: string): boolean {
  return member.admin || member.permissions.has(permission);
}

/**
 * Whether the member may see what goods cost (a sale's unit cost). The spec names no permission of its own for it:
 * the reports of profit (product profitability, profit and cost) show costs, so a member holding either sees them.
 */
export function seesCosts(member: Member): boolean {
  return holdsPermission(member, 'InvoiceProductProfitable') || holdsPermission(member, 'ReportProfitCost');
}

/** The member as a field's requirement reads it (a feature's permission and config flag). */
export function audienceOf(member: Member): FieldAudience {
  return { holds: (permission) => holdsPermission(member, permission), config: member.config };
}

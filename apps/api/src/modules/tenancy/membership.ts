import type { FieldAudience } from '@hesab/contract';
import { and, eq } from 'drizzle-orm';
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
  /** the user sells at the fees the product's prices propose, never others (deactiveChangeSellPrice, issue 16) */
  fixedSellPrice: boolean;
}

export async function findMember(db: Executor, appKey: string, userId: number): Promise<Member | null> {
  const [row] = await db
    .select({
      businessId: membership.businessId,
      roleId: membership.roleId,
      admin: membership.admin,
      financialAccess: membership.financialAccess,
      entrepotAccess: membership.entrepotAccess,
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
    .where(and(eq(business.appKey, appKey), eq(membership.userId, userId), eq(membership.active, true)))
    .limit(1);
  if (!row) return null;
  return { ...row, userId, permissions: new Set(row.permissions) };
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

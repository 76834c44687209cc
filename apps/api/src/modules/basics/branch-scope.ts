import { inArray, type SQL } from 'drizzle-orm';
import { branch, department } from '@hesab/db';
import { appliedAccess, type Member } from '../tenancy/index.ts';

/** The branches a member limited to some sees in the branch list and picker (the binding's memberScope). */
export function allowedBranches(member: Member): SQL | undefined {
  const listed = appliedAccess(member, member.branchAccess);
  return listed ? inArray(branch.id, [...listed]) : undefined;
}

/** The departments a member limited to some sees in the department list and picker (departmentAccess). */
export function allowedDepartments(member: Member): SQL | undefined {
  const listed = appliedAccess(member, member.departmentAccess);
  return listed ? inArray(department.id, [...listed]) : undefined;
}

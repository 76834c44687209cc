import { and, eq } from 'drizzle-orm';
import { person, type Executor } from '@hesab/db';

/**
 * The business's persons as reports join them in one statement (the invoice reports): the name, and the codes the
 * tax authority reads of a buyer (economic code, national code of a person or national id of a company, postal code).
 */
export function personFacts(db: Executor, businessId: number) {
  return db
    .select({
      id: person.id,
      name: person.name,
      economic_code: person.financial_code,
      national_code: person.national_code,
      national_id: person.national_id,
      postal_code: person.postal_code,
    })
    .from(person)
    .where(eq(person.businessId, businessId))
    .as('person_facts');
}

/** The category a person is in (the pricing rows a sale to them takes), none for no person of the business. */
export async function personCategory(db: Executor, businessId: number, id: number): Promise<number | null> {
  const [found] = await db.select({ category: person.category }).from(person).where(and(eq(person.businessId, businessId), eq(person.id, id)));
  return found?.category ?? null;
}

/** What a printed invoice says of its party (a shared invoice's page, which reads no person record itself). */
export async function partyOnPaper(db: Executor, businessId: number, id: number) {
  const [found] = await db
    .select({
      name: person.name,
      financial_code: person.financial_code,
      national_id: person.national_id,
      national_code: person.national_code,
      postal_code: person.postal_code,
      mobile: person.mobile,
      phone: person.phone,
      address: person.address,
    })
    .from(person)
    .where(and(eq(person.businessId, businessId), eq(person.id, id)));
  return found ?? null;
}

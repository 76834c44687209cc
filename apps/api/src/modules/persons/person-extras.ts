import { personFileTypes, type PersonEditExtras, type PersonIntegrator } from '@hesab/contract';
import type { Executor } from '@hesab/db';
import { recordFiles } from '../files/index.ts';
import { planAllowsAccess } from '../../http/plan-access.ts';
import type { ResourceRow } from '../resources/index.ts';
import type { Member } from '../tenancy/index.ts';

const fileTypes = Object.values(personFileTypes);

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** The integrator tab's values as the spec's reply groups them. */
function integratorOf(row: ResourceRow): PersonIntegrator {
  return {
    woocommerceIdItems: Array.isArray(row.woocommerceIdItems) ? (row.woocommerceIdItems as PersonIntegrator['woocommerceIdItems']) : [],
    digikalaId: textOrNull(row.digikalaId),
    portalId: textOrNull(row.portalId),
    sazitoId: textOrNull(row.sazitoId),
    webziId: textOrNull(row.webziId),
    webziSeller: row.webziSeller === true,
    webziSellerCommission: textOrNull(row.webziSellerCommission),
  };
}

/** What a person's form reads beside its fields: the integrator object, its picture (the latest) and documents. */
export async function readPersonExtras(db: Executor, businessId: number, row: ResourceRow): Promise<PersonEditExtras> {
  const files = await recordFiles(db, businessId, fileTypes, String(row.id));
  const avatars = files.get(personFileTypes.avatar) ?? [];
  return {
    integrator: integratorOf(row),
    avatar: avatars.at(-1) ?? null,
    attachments: files.get(personFileTypes.attachments) ?? [],
  };
}

/** The picture and attachments are the documents tab's: shown to who holds `documents` on a plan with documentsSystem. */
export function personShownTo(member: Member, row: ResourceRow): ResourceRow {
  return planAllowsAccess(member, { permission: 'documents' }) ? row : { ...row, avatar: null, attachments: [] };
}

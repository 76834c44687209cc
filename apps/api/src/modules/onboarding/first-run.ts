import { randomBytes } from 'node:crypto';
import { planOptionsOf } from '@hesab/contract';
import type { Database } from '@hesab/db';
import { isoDateOf } from '@hesab/domain';
import { anyBusinessExists, setPlanOptions } from '../tenancy/index.ts';
import { createBusiness } from './create-business.ts';

export interface FirstRunResult {
  appKey: string;
  username: string;
  /** set when the password was generated, so it can be printed once */
  generatedPassword: string | null;
}

/**
 * On an empty database, creates the demo business and its administrator `admin`, whose password is
 * ADMIN_PASSWORD or, when that is unset, a generated one. Does nothing when a business exists.
 */
export async function seedFirstRun(
  db: Database,
  options: { adminPassword: string | undefined; now: Date },
): Promise<FirstRunResult | null> {
  return db.transaction(async (tx) => {
    if (await anyBusinessExists(tx)) return null;
    const generatedPassword = options.adminPassword ? null : randomBytes(9).toString('base64url');
    const password = options.adminPassword ?? generatedPassword ?? '';
    const { appKey, businessId } = await createBusiness(tx, {
      name: 'کسب‌وکار نمونه',
      today: isoDateOf(options.now, 'Asia/Tehran'),
      owner: { username: 'admin', name: 'مدیر سیستم', password },
    });
    // The demo shows every plan-gated screen that exists, as a business on the professional plan sees them.
    await setPlanOptions(tx, businessId, planOptionsOf('professional'));
    return { appKey, username: 'admin', generatedPassword };
  });
}

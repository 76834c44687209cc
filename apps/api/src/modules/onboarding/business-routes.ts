import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { businessListResponse, newBusinessRequest, newBusinessResponse } from '@hesab/contract';
import type { Database } from '@hesab/db';
import { isoDateOf } from '@hesab/domain';
import { requireUser } from '../../http/request-context.ts';
import { trialPlanFrom } from '../plans/index.ts';
import { businessesOfUser } from '../tenancy/index.ts';
import { createBusiness } from './create-business.ts';

/**
 * `POST business` opens a business of the caller's, who becomes its administrator (sign-up's first business, or one
 * more from the top bar); `GET business` lists the caller's businesses. Neither needs a business chosen.
 */
export function registerBusinessRoutes(app: FastifyInstance, db: Database): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const access = { config: { access: 'user' } } as const;
  routes.get('/business', { ...access, schema: { tags: ['signup'], response: { 200: businessListResponse } } }, async (request) =>
    businessesOfUser(db, requireUser(request).userId),
  );
  routes.post('/business', { ...access, schema: { tags: ['signup'], body: newBusinessRequest, response: { 200: newBusinessResponse } } }, async (request) => {
    const { name, currency, decimals, yearStart, activity } = request.body;
    const today = isoDateOf(new Date(), 'Asia/Tehran');
    const created = await db.transaction((tx) =>
      createBusiness(tx, {
        name,
        today,
        yearStart,
        owner: { userId: requireUser(request).userId },
        currency: { name: currency, decimals },
        activity,
        // A business of one's own starts on the free trial.
        plan: trialPlanFrom(today),
      }),
    );
    return { key: created.appKey, name };
  });
}

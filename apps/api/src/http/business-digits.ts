import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decideLatinDigitsInPersian } from '@hesab/domain';
import './request-context.ts';

/** Whether the business of the request being served writes Persian with Latin digits (its iranSansEnNum). */
const latinDigitsOfRequest = new AsyncLocalStorage<boolean>();
/** Each request's scope, entered again after its body is read, since the body's stream events run outside it. */
const scopes = new WeakMap<FastifyRequest, AsyncResource>();

/**
 * Every figure a request's answer writes (its messages, success or refusal, the descriptions it makes) in the digits
 * its business chose: registered after the access control, which has found the member and the business's config.
 */
export function registerBusinessDigits(app: FastifyInstance): void {
  decideLatinDigitsInPersian(() => latinDigitsOfRequest.getStore() ?? false);
  app.addHook('onRequest', (request, _reply, done) => {
    // Most businesses write Persian digits, the default: their requests need no scope of their own.
    if (request.member?.config.iranSansEnNum !== 'active') {
      done();
      return;
    }
    latinDigitsOfRequest.run(true, () => {
      const scope = new AsyncResource('business-digits');
      scopes.set(request, scope);
      scope.runInAsyncScope(done);
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const scope = scopes.get(request);
    if (scope) scope.runInAsyncScope(done);
    else done();
  });
}

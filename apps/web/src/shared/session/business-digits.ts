import type { InitResponse, PermissionsResponse } from '@hesab/contract';
import type { QueryCache } from '@tanstack/react-query';
import { writePersianWithLatinDigits } from '../format/digit-script.ts';
import { sessionQueryKeys } from './session-queries.ts';

/**
 * Follows the business's "Latin digits in the Persian font" (config iranSansEnNum) from whichever of init and
 * getPermissions arrived last: a settings change refetches both, and a login, logout or change of business clears
 * them (Persian digits again until the next business's session arrives). Returns the unsubscription.
 */
export function followBusinessDigits(cache: QueryCache): () => void {
  const apply = () => {
    const init = cache.find<InitResponse>({ queryKey: sessionQueryKeys.init, exact: true })?.state;
    const permissions = cache.find<PermissionsResponse>({ queryKey: sessionQueryKeys.permissions, exact: true })?.state;
    const latest = [init, permissions]
      .filter((state) => state?.data !== undefined)
      .sort((a, b) => (b?.dataUpdatedAt ?? 0) - (a?.dataUpdatedAt ?? 0))[0];
    writePersianWithLatinDigits(latest?.data?.config.iranSansEnNum === 'active');
  };
  apply();
  return cache.subscribe(apply);
}

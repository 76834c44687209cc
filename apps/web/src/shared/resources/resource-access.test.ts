import { currencyResource, mainGroupResource, productResource, tagResource } from '@hesab/contract';
import { describe, expect, it } from 'vitest';
import { kindOfFilters, resourceAccess } from './resource-access.ts';

describe('what a user may do with a resource', () => {
  it('follows the permission strings of the definition', () => {
    expect(resourceAccess(currencyResource, ['CurrencyList'])).toEqual({
      view: true,
      create: false,
      edit: false,
      remove: false,
    });
    expect(resourceAccess(currencyResource, ['CurrencyList', 'Currency'])).toEqual({
      view: true,
      create: true,
      edit: true,
      remove: true,
    });
  });

  it('lets editors remove a kind without a remove permission, and any member use a member resource', () => {
    expect(resourceAccess(mainGroupResource, ['GroupMainList']).remove).toBe(true);
    expect(resourceAccess(tagResource, [])).toEqual({ view: true, create: true, edit: true, remove: true });
  });

  it("follows one kind's permissions where the resource has kinds: a service's are Service, ServiceList and removeService", () => {
    const services = ['Service', 'ServiceList', 'removeService'];
    expect(resourceAccess(productResource, services, 'service')).toEqual({ view: true, create: true, edit: true, remove: true });
    expect(resourceAccess(productResource, services, 'product')).toEqual({ view: false, create: false, edit: false, remove: false });
    expect(resourceAccess(productResource, ['ProductList'], 'product').view).toBe(true);
    expect(kindOfFilters(productResource, { type: 'service' })).toBe('service');
    expect(kindOfFilters(currencyResource, { type: 'service' })).toBeUndefined();
  });
});

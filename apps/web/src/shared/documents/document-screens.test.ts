import { accountingDocumentDefinition, invoiceDefinition, receiveDefinition } from '@hesab/contract';
import { describe, expect, it } from 'vitest';
import { isOfVariant, isShownField, screensOf, variantQuery } from './document-screens.ts';

describe('the screens of a kind', () => {
  it('are the definition’s own where the page names no variant: no filter, every field', () => {
    const screens = screensOf(receiveDefinition);
    expect(screens).toEqual({
      title: receiveDefinition.title,
      itemTitle: receiveDefinition.itemTitle,
      routes: receiveDefinition.routes,
      permissions: receiveDefinition.permissions,
    });
    expect(variantQuery(screens)).toEqual({});
    expect(receiveDefinition.fields.every((field) => isShownField(screens, field))).toBe(true);
    expect(isOfVariant(screens, { type: 'anything' })).toBe(true);
  });

  it('are a variant’s own routes, titles and permissions where it names one, its field fixed', () => {
    const purchase = screensOf(invoiceDefinition, 'purchase');
    expect(purchase).toMatchObject({
      title: 'invoices.purchases',
      itemTitle: 'invoices.purchase',
      routes: { list: 'PurchaseList', edit: 'Purchase' },
      permissions: { view: 'PurchaseList', create: 'Purchase', remove: 'removePurchase' },
    });
    expect(variantQuery(purchase)).toEqual({ type: 'purchase' });
    expect(invoiceDefinition.fields.filter((field) => !isShownField(purchase, field)).map((field) => field.name)).toEqual(['type']);
    expect(isOfVariant(purchase, { type: 'purchase' })).toBe(true);
    expect(isOfVariant(purchase, { type: 'sell' })).toBe(false);
  });

  it('take a printout route the web lays out where the definition names none, and keep the definition’s own', () => {
    expect(screensOf(invoiceDefinition, 'sell').routes).toEqual({ list: 'SellList', edit: 'Sell', print: 'SellPrint' });
    expect(screensOf(invoiceDefinition, 'purchase').routes.print).toBe('InvoicePrint');
    expect(screensOf(invoiceDefinition, undefined).routes.print).toBeUndefined();
    expect(screensOf(invoiceDefinition, undefined, 'InvoicePrint').routes.print).toBe('InvoicePrint');
    expect(screensOf(accountingDocumentDefinition, undefined, 'InvoicePrint').routes.print).toBe('AccountingPrint');
  });

  it('refuse a variant the kind has not', () => {
    expect(() => screensOf(invoiceDefinition, 'barter')).toThrow(RangeError);
    expect(() => screensOf(receiveDefinition, 'sell')).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { hasLoginTab, listAfterSave, personFieldState, personImplied } from './person-form-rules.ts';
import { personListKind } from './person-kinds.ts';

const viewer = { isMainYear: true, admin: false };
const creating = { editing: false, audience: null };
const state = personFieldState(viewer);

describe('the person form rules (spec 02 sections 4 and 5)', () => {
  it('lead and personel exclude each other, and a lead holds no other role', () => {
    expect(state('personel', { lead: true }, creating)).toEqual({ disabled: true });
    expect(state('lead', { personel: true }, creating)).toEqual({ disabled: true });
    for (const role of ['student', 'teacher', 'visitor', 'investor', 'translator']) {
      expect(state(role, { lead: true }, creating)).toEqual({ disabled: true });
      expect(state(role, { lead: false }, creating)).toEqual({ disabled: false });
    }
  });

  it('hides the last name of a company and the shares of a role not held', () => {
    expect(state('lastname', { gender: 'company' }, creating)).toEqual({ hidden: true });
    expect(state('lastname', { gender: 'man' }, creating)).toEqual({ hidden: false });
    expect(state('visitorSellPercent', { visitor: false }, creating)).toEqual({ hidden: true });
    expect(state('investorReturnSellPercent', { investor: true }, creating)).toEqual({ hidden: false });
  });

  it('names a company by its company name and identifies it by national id and registration number', () => {
    const company = { gender: 'company' };
    expect(state('firstname', company, creating)).toEqual({ label: 'persons.companyName' });
    expect(state('firstname', { gender: 'woman' }, creating)).toEqual({});
    expect(state('national_code', company, creating)).toEqual({ hidden: true });
    expect(state('national_id', company, creating)).toEqual({ hidden: false });
    expect(state('registration_number', company, creating)).toEqual({ hidden: false });
    expect(state('national_code', { gender: 'man' }, creating)).toEqual({ hidden: false });
    expect(state('national_id', { gender: 'man' }, creating)).toEqual({ hidden: true });
    expect(state('registration_number', {}, creating)).toEqual({ hidden: true });
  });

  it('shows the opening balance only in the main year, editable while initialCheck holds', () => {
    expect(personFieldState({ ...viewer, isMainYear: false })('initial_price', {}, creating).hidden).toBe(true);
    expect(state('initial_price', {}, creating)).toEqual({ hidden: false, disabled: false });
    const editing = (initialCheck: boolean) => ({ editing: true, audience: null, record: { id: 1, initialCheck } });
    expect(state('nature_initial_price', {}, editing(true)).disabled).toBe(false);
    expect(state('nature_initial_price', {}, editing(false)).disabled).toBe(true);
  });

  it('lets only an admin make an admin', () => {
    expect(state('admin', {}, creating)).toEqual({ disabled: true });
    expect(personFieldState({ ...viewer, admin: true })('admin', {}, creating)).toEqual({ disabled: false });
  });

  it('makes a positive opening price with no nature a debt, and leaves a chosen nature alone', () => {
    expect(personImplied('initial_price', { initial_price: '1500', nature_initial_price: null })).toEqual({
      nature_initial_price: 'debtor',
    });
    expect(personImplied('initial_price', { initial_price: '1500', nature_initial_price: 'creditor' })).toEqual({});
    expect(personImplied('initial_price', { initial_price: '0', nature_initial_price: '' })).toEqual({});
    expect(personImplied('firstname', { initial_price: '10' })).toEqual({});
  });

  it('offers the user-account tab to a usersList holder for a user, student, teacher or translator', () => {
    expect(hasLoginTab({ personel: true }, true)).toBe(true);
    expect(hasLoginTab({ translator: true }, true)).toBe(true);
    expect(hasLoginTab({ visitor: true }, true)).toBe(false);
    expect(hasLoginTab({ personel: true }, false)).toBe(false);
  });

  it('returns to the list of the saved person’s kind', () => {
    expect(listAfterSave({ lead: true })).toBe('/lead/list');
    expect(listAfterSave({ personel: true })).toBe('/users/list');
    expect(listAfterSave({ lead: false, personel: false })).toBe('/customer/list');
  });

  it('reads the list’s kind from its path', () => {
    expect(personListKind('/debtor/list').filters).toEqual({ remain_state: 'debtor' });
    expect(personListKind('/lead/list/').filters).toEqual({ lead: true });
    expect(personListKind('/customer/list').filters).toEqual({ lead: false });
  });
});

/**
 * A person chosen on the person picker page (spec 01 "Other shared screens"), kept in the tab's session storage
 * under `pickedPerson` for the screen that sent the user there (the mobile sale form reads it on return).
 */
export interface PickedPerson {
  /** the picker page's type, so a screen reads only what was picked for it */
  type: string;
  id: number;
  name: string;
  detailId: number | null;
  remain: string | null;
}

const pickedPersonKey = 'pickedPerson';

export function storePickedPerson(person: PickedPerson): void {
  sessionStorage.setItem(pickedPersonKey, JSON.stringify(person));
}

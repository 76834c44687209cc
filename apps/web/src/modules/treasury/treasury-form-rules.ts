import type { FieldState, FormContext, FormLayout } from '../../shared/resources/form-layout.ts';

/** The fields the server keeps for the ledger's sake; the form neither shows nor sends them. */
const ledgerLinks = ['initialCheck', 'detail_id'];

/**
 * What a treasury account's form shows: a new account's opening balance while the main year is open (a saved one's
 * while the server says it may change, as a person's), its balance once it has one, never its ledger links.
 */
export function treasuryFieldState(isMainYear: boolean) {
  return (name: string, _values: unknown, context: FormContext): FieldState => {
    if (ledgerLinks.includes(name)) return { hidden: true };
    if (name === 'balance') return { hidden: !context.editing };
    if (name === 'initial_price') return { hidden: !isMainYear, disabled: context.editing && context.record?.initialCheck !== true };
    return {};
  };
}

/** The form of a bank account, cash box or petty cash fund: the active switch in its header, the rest in one panel. */
export function treasuryLayout(isMainYear: boolean): FormLayout {
  return { headerFields: ['status'], fieldState: treasuryFieldState(isMainYear) };
}

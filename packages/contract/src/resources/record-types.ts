import type { Field, Status, TreasuryKind } from './field.ts';

/*
 * Record types read off a definition, for resources and documents alike: a screen, a rule or a posting that names
 * a field the definition does not have fails to compile, and one that reads a value gets the type the wire carries.
 */

/** A value the wire may leave empty: null unless the field is required. */
type Maybe<F, T> = F extends { required: true } ? T : T | null;

/** A row of a rows field (or a document's line): its columns by name. */
export type ValuesOf<F extends Field> = { [K in F as K['name']]: FieldValue<K> };

/** What one field carries on the wire. */
export type FieldValue<F extends Field> = F extends { type: 'number' | 'reference' }
  ? Maybe<F, number>
  : F extends { type: 'boolean' }
    ? boolean
    : F extends { type: 'status' }
      ? Status
      : F extends { type: 'select'; options: readonly (infer O)[] }
        ? Maybe<F, O>
        : F extends { type: 'tags' | 'permissions' }
          ? string[]
          : F extends { type: 'references' }
            ? number[]
            : F extends { type: 'customFields' }
              ? { key: string; value: string }[]
              : F extends { type: 'rows'; columns: readonly (infer C extends Field)[] }
                ? ValuesOf<C>[]
                : F extends { type: 'panels' }
                  ? unknown[]
                  : F extends { type: 'treasury' }
                    ? Maybe<F, { kind: TreasuryKind; id: number }>
                    : F extends { type: 'cheque'; columns: readonly (infer C extends Field)[] }
                      ? Maybe<F, ValuesOf<C>>
                      : Maybe<F, string>;

/** Anything defined by a list of fields: a resource, or a document's header. */
export interface FieldList {
  fields: readonly Field[];
}

/** The names of a definition's fields. */
export type FieldName<D extends FieldList> = D['fields'][number]['name'];

/** A record as the wire carries it: its id and each field's value. */
export type RecordOf<D extends FieldList> = { id: number } & ValuesOf<D['fields'][number]>;

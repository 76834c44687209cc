import { z } from 'zod';

/* Custom fields (spec 02 "Detail record", sections 5 and 7): rows of a key and a value the user makes up, and
   the two getdetail calls that serve them. */

const customFieldKey = z.string().trim().min(1, 'is-required').max(249);

/** One row; key and value are both required. */
export const customFieldRow = z.object({
  key: customFieldKey,
  value: z.string().trim().min(1, 'is-required').max(1000),
});
export type CustomFieldRow = z.infer<typeof customFieldRow>;

/** Rows a record may hold: far more than a form shows, and a bound on what one save writes. */
export const maxCustomFieldRows = 50;

/** The type of records: the name of a resource that has a customFields field (`detail`). */
const recordType = z.string().trim().min(1).max(60);

/** `GET getdetail?select=customFieldKeys&type&search`: the keys the type's records use, for a key's autocomplete. */
export const customFieldKeysQuery = z.object({ type: recordType, search: z.string().trim().max(200).optional() });
export const customFieldKeysResponse = z.object({ data: z.array(z.string()) });
export type CustomFieldKeys = z.infer<typeof customFieldKeysResponse>;

/** `GET getdetail?select=editCustomFields&type&oldKey&key`: renames a key in every record of the type. */
export const editCustomFieldsQuery = z.object({ type: recordType, oldKey: customFieldKey, key: customFieldKey });
export const editCustomFieldsResponse = z.object({
  message: z.string(),
  /** the records whose rows were renamed */
  count: z.number().int(),
});
export type EditCustomFieldsResponse = z.infer<typeof editCustomFieldsResponse>;

import { documentDefinitions, fieldTypes, resources, type DocumentDefinition, type Field, type FieldType } from '@hesab/contract';

/** Every field the definitions declare: resources' fields, documents' header fields and their lines' columns. */
function declaredFields(): Field[] {
  const documents: readonly DocumentDefinition[] = documentDefinitions;
  return [
    ...resources.flatMap((definition) => definition.fields),
    ...documents.flatMap((definition) => [...definition.fields, ...(definition.lines?.columns ?? [])]),
  ];
}

/**
 * One real field of each type of the field registry, as a screen of the product declares it (its label, options,
 * columns): the first found, so /ui/test draws what the screens draw. A type no definition uses yet is missing.
 */
export function sampleFields(): { type: FieldType; field: Field | undefined }[] {
  const fields = declaredFields();
  return fieldTypes.map((type) => ({ type, field: fields.find((field) => field.type === type && !field.readOnly) }));
}

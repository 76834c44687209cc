import type { FastifyRequest } from 'fastify';
import type { FieldType, ResourceDefinition } from '@hesab/contract';
import { FieldErrors } from '../../http/errors.ts';
import { jsonNestsBeyond, maxJsonDepth } from '../../http/validator.ts';

/** Field types whose value is a text on the wire; a multipart form sends any other field's value as its JSON. */
const textValued: readonly FieldType[] = ['text', 'textarea', 'code', 'money', 'percent', 'date', 'status', 'select', 'color', 'password'];

function jsonOrText(text: string): unknown {
  // Nested as deep as no JSON body may be: left as the text, for the validation to refuse.
  if (jsonNestsBeyond(text, maxJsonDepth)) return text;
  try {
    return JSON.parse(text);
  } catch {
    // left as the text it is, for the validation to refuse on its field
    return text;
  }
}

/**
 * Makes a form sent as multipart fields (the spec's `POST shortcut`) the body a JSON form would be, so the route
 * validates it the same way. A file is no value of a form: it is read past (the fields after it still come) and
 * refused on its field.
 */
export async function multipartFormBody(definition: ResourceDefinition, request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const types = new Map<string, FieldType>(definition.fields.map((field) => [field.name, field.type]));
  const body: Record<string, unknown> = {};
  const files: string[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      await part.toBuffer();
      files.push(part.fieldname);
      continue;
    }
    const text = String(part.value);
    const type = types.get(part.fieldname);
    body[part.fieldname] = type === undefined || textValued.includes(type) ? text : jsonOrText(text);
  }
  if (files.length > 0) throw new FieldErrors(Object.fromEntries(files.map((name) => [name, [{ key: 'invalid-value' }]])));
  request.body = body;
}

/** The accounts chosen on the coding screen, kept in the URL (`?group=1&total=4&given=9`). */
export interface CodingChoice {
  group: number | null;
  total: number | null;
  given: number | null;
}

function idParam(params: URLSearchParams, name: string): number | null {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** A lower choice means nothing without the one above it, so it is dropped with it. */
export function readChoice(params: URLSearchParams): CodingChoice {
  const group = idParam(params, 'group');
  const total = group === null ? null : idParam(params, 'total');
  const given = total === null ? null : idParam(params, 'given');
  return { group, total, given };
}

export function writeChoice(choice: CodingChoice): URLSearchParams {
  const params = new URLSearchParams();
  if (choice.group !== null) params.set('group', String(choice.group));
  if (choice.group !== null && choice.total !== null) params.set('total', String(choice.total));
  if (choice.group !== null && choice.total !== null && choice.given !== null) params.set('given', String(choice.given));
  return params;
}

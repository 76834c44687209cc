import { resources } from './resources/catalogue/index.ts';
import type { ResourceDefinition } from './resources/definition.ts';

/** A change a log entry's content records: the server writes "key: before → after", the values as JSON. */
export interface LoggedChange {
  key: string;
  before: unknown;
  after: unknown;
}

function parseChange(line: string): LoggedChange | null {
  const colon = line.indexOf(': ');
  if (colon <= 0) return null;
  const key = line.slice(0, colon);
  const rest = line.slice(colon + 2);
  // A value's own text may hold the arrow: try every split until both sides read as JSON.
  for (let at = rest.indexOf(' → '); at >= 0; at = rest.indexOf(' → ', at + 1)) {
    try {
      return { key, before: JSON.parse(rest.slice(0, at)) as unknown, after: JSON.parse(rest.slice(at + 3)) as unknown };
    } catch {
      // not this arrow
    }
  }
  return null;
}

/** The changes a log entry's content records, or null when it is no list of changes (a document's description). */
export function loggedChanges(content: string): LoggedChange[] | null {
  const changes = content.split('\n').map(parseChange);
  return changes.every((change) => change !== null) ? changes : null;
}

/** The definition whose fields name the changes of a log type's entries. */
export function logDefinition(type: string): ResourceDefinition | undefined {
  return resources.find((definition) => definition.logType === type);
}

/** How a log entry's `names` keys a record. */
export const loggedRecordKey = (resource: string, id: number) => `${resource}:${String(id)}`;

/** The records a log entry's changes name by id, in its definition's reference fields: what the log's reader names. */
export function loggedReferences(type: string, content: string | null): { resource: string; id: number }[] {
  const definition = logDefinition(type);
  const changes = content && definition ? loggedChanges(content) : null;
  if (!definition || !changes) return [];
  return changes.flatMap(({ key, before, after }) => {
    const field = definition.fields.find((each) => each.name === key);
    if (field?.type !== 'reference') return [];
    return [before, after].flatMap((value) => (typeof value === 'number' ? [{ resource: field.resource, id: value }] : []));
  });
}

import { appRoutes, type ResourceDefinition } from '@hesab/contract';
import { generatePath } from 'react-router';

/** The list a form page returns to: the one it was opened from (with its query), else the definition's list. */
export interface FromList {
  from: string;
}

export function isFromList(state: unknown): state is FromList {
  return typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string';
}

export function listPathOf(definition: ResourceDefinition): string {
  return definition.routes ? appRoutes[definition.routes.list].path : appRoutes.Dashboard.path;
}

/** The path of a definition's form page for a record, or for a new one without a key; null when it has none. */
export function editPathOf(definition: ResourceDefinition, key?: string): string | null {
  const edit = definition.routes?.edit;
  return edit ? generatePath(appRoutes[edit].path, { id: key }) : null;
}

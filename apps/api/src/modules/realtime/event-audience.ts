import { settingsEventKind, type BusinessEvent, type DocumentDefinition } from '@hesab/contract';
import { holdsPermission, type Member } from '../tenancy/index.ts';

/** Whether a member may hear of an event. */
export type EventAudience = (member: Member, event: BusinessEvent) => boolean;

/**
 * Who hears of a document's change is who may view it: the kind's view permission, or its variant's (a purchase
 * is not news to a cashier who may view only sales); a batch of unknown variants, whoever may view any of them.
 */
export function eventAudience(definitions: readonly DocumentDefinition[]): EventAudience {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  return (member, event) => {
    // The business's settings are every member's: their screens take the change at once.
    if (event.kind === settingsEventKind) return true;
    const definition = byName.get(event.kind);
    if (!definition) return false;
    const { variants } = definition;
    if (!variants) return holdsPermission(member, definition.permissions.view);
    const own = event.variant === undefined ? Object.values(variants.permissions) : [variants.permissions[event.variant]];
    return own.some((permissions) => permissions !== undefined && holdsPermission(member, permissions.view));
  };
}

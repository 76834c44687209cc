import { allPermissions, appRoutes, permissionGroupNames, rolePresetNames, documentDefinitions, menuTree, resources, statuses, type DocumentDefinition, type Field, type MenuNode } from '@hesab/contract';
import { languages } from '@hesab/i18n';
import { webMessages } from '@hesab/i18n/web';
import { describe, expect, it } from 'vitest';
import { validationKeys } from '../forms/field-message.ts';

function lookup(messages: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? new Map(Object.entries(node)).get(part) : undefined),
      messages,
    );
}

/** A field's label and its options' labels, and those of the columns a cheque is written with. */
function fieldKeys(field: Field): string[] {
  const options = field.type === 'select' ? field.options.map((option) => `${field.label}Options.${option}`) : [];
  const columns = field.type === 'cheque' ? field.columns.flatMap(fieldKeys) : [];
  return [field.label, ...options, ...columns];
}

function groupTitles(nodes: readonly MenuNode[]): string[] {
  return nodes.flatMap((node) => [...(node.title ? [node.title] : []), ...groupTitles(node.children ?? [])]);
}

/** Every i18n key the contract's definitions, routes and menu name, and the web's own fixed sets. */
const usedKeys = [
  ...resources.flatMap((definition) => [
    definition.title,
    definition.itemTitle,
    ...definition.fields.map((field) => field.label),
    ...definition.fields.flatMap((field) =>
      field.type === 'select' ? field.options.map((option) => `${field.label}Options.${option}`) : [],
    ),
    ...(definition.turnover ? [definition.turnover.label] : []),
  ]),
  ...documentDefinitions.flatMap((definition: DocumentDefinition) => [
    definition.title,
    definition.itemTitle,
    ...[...definition.fields, ...(definition.lines?.columns ?? [])].flatMap(fieldKeys),
    ...(definition.totals ?? []).flatMap((total) => [total.label, ...(total.list ? [total.list.label] : [])]),
  ]),
  ...Object.values(appRoutes).map((route) => route.title),
  ...groupTitles(menuTree),
  ...allPermissions.map((permission) => `permissions.${permission}`),
  ...permissionGroupNames.map((group) => `permissionGroups.${group}`),
  ...rolePresetNames.map((preset) => `roles.presets.${preset}`),
  ...statuses.map((status) => `statuses.${status}`),
  ...validationKeys.map((key) => `validation.${key}`),
];

describe('the web catalogues', () => {
  it.each(languages)('translate every key the definitions use in %s', (language) => {
    const missing = usedKeys.filter((key) => typeof lookup(webMessages[language], key) !== 'string');
    expect(missing).toEqual([]);
  });
});

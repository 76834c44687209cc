// The house rules of ARCHITECTURE.md section 5 that no published ESLint rule states as they are meant: which folder
// may import which, and which API module may import which tables of @hesab/db. eslint.config.js turns them on.
import { dirname, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const webModules = resolve(root, 'apps/web/src/modules');
const apiModules = resolve(root, 'apps/api/src/modules');

/** The file's path from the repository root with forward slashes. */
function fromRoot(path) {
  return relative(root, path).split(sep).join('/');
}

/** The name of the module folder directly under `modules` that holds the path, or null. */
function moduleOf(modules, path) {
  const rest = relative(modules, path);
  if (rest === '' || rest.startsWith('..') || rest.startsWith(sep) || !rest.includes(sep)) return null;
  return rest.split(sep)[0];
}

/** Calls `check(node, specifier)` for every import, re-export and dynamic import with a literal specifier. */
function importVisitor(check) {
  const fromSource = (node) => {
    if (node.source && node.source.type === 'Literal' && typeof node.source.value === 'string') {
      check(node, node.source.value);
    }
  };
  return {
    ImportDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    ImportExpression: fromSource,
  };
}

const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'web modules never import each other; an API module is imported only through its index.ts' },
    schema: [],
    messages: {
      webModule:
        'A web module does not import another ({{target}}): move what both need to apps/web/src/shared/.',
      apiModule: "Import the API module '{{module}}' through modules/{{module}}/index.ts, not {{target}}.",
    },
  },
  create(context) {
    const file = context.physicalFilename;
    const ownWeb = moduleOf(webModules, file);
    const ownApi = moduleOf(apiModules, file);
    return importVisitor((node, specifier) => {
      if (!specifier.startsWith('.')) return;
      const target = resolve(dirname(file), specifier);
      const webTarget = moduleOf(webModules, target);
      if (ownWeb !== null && webTarget !== null && webTarget !== ownWeb) {
        context.report({ node, messageId: 'webModule', data: { target: fromRoot(target) } });
      }
      const apiTarget = moduleOf(apiModules, target);
      if (apiTarget !== null && apiTarget !== ownApi && target !== resolve(apiModules, apiTarget, 'index.ts')) {
        context.report({ node, messageId: 'apiModule', data: { module: apiTarget, target: fromRoot(target) } });
      }
    });
  },
};

const tableOwnership = {
  meta: {
    type: 'problem',
    docs: { description: "an API module imports only its own tables from @hesab/db; every table has an owner" },
    schema: [
      {
        type: 'object',
        properties: {
          owners: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          allowed: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      foreignTable:
        "Module '{{module}}' imports '{{table}}', a table of module '{{owner}}': ask that module through its index.ts.",
      namespace: "Module '{{module}}' imports @hesab/db as a namespace: import the names it uses.",
      noOwner: "Table '{{table}}' has no owning module: add it to tableOwners in eslint.config.js.",
      staleDebt: "'{{table}}' is allowed here but no longer imported: drop it from foreignTableDebts in eslint.config.js.",
    },
  },
  create(context) {
    const { owners = {}, allowed = {} } = context.options[0] ?? {};
    const ownerOf = new Map();
    for (const [module, tables] of Object.entries(owners)) for (const table of tables) ownerOf.set(table, module);
    const file = context.physicalFilename;
    if (fromRoot(file).startsWith('packages/db/src/schema/')) {
      // A table is `export const name = …Table(…)`: pgTable or one of the schema's own table makers.
      return {
        ExportNamedDeclaration(node) {
          if (node.declaration?.type !== 'VariableDeclaration') return;
          for (const declarator of node.declaration.declarations) {
            const init = declarator.init;
            const callee = init?.type === 'CallExpression' ? init.callee : null;
            if (declarator.id.type !== 'Identifier' || callee?.type !== 'Identifier' || !/Table$/.test(callee.name)) continue;
            if (!ownerOf.has(declarator.id.name)) {
              context.report({ node: declarator, messageId: 'noOwner', data: { table: declarator.id.name } });
            }
          }
        },
      };
    }
    const module = moduleOf(apiModules, file);
    if (module === null || /\.test\.tsx?$/.test(file)) return {};
    const allowedHere = new Set(allowed[fromRoot(file)] ?? []);
    const usedDebts = new Set();
    return {
      'Program:exit'(node) {
        for (const table of allowedHere) {
          if (!usedDebts.has(table)) context.report({ node, messageId: 'staleDebt', data: { table } });
        }
      },
      ImportDeclaration(node) {
        if (node.source.value !== '@hesab/db') return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportNamespaceSpecifier') {
            context.report({ node: specifier, messageId: 'namespace', data: { module } });
            continue;
          }
          if (specifier.type !== 'ImportSpecifier') continue;
          const table = specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
          const owner = ownerOf.get(table);
          if (owner === undefined || owner === module) continue;
          if (allowedHere.has(table)) {
            usedDebts.add(table);
            continue;
          }
          context.report({ node: specifier, messageId: 'foreignTable', data: { module, table, owner } });
        }
      },
    };
  },
};

export default { meta: { name: 'hesab' }, rules: { 'module-boundaries': moduleBoundaries, 'table-ownership': tableOwnership } };

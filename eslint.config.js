// @ts-check
// `npm run lint` (and `npm test`): typescript-eslint's recommended rules without type information (fast), and the
// house rules of ARCHITECTURE.md section 5: no import cycles, no imports between web modules, API modules only
// through their index.ts, no API module importing another module's tables.
import { existsSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import hesab from './scripts/eslint-house-rules.js';

/**
 * Which API module owns each table of @hesab/db (packages/db/src/schema/): only the owner imports it, the others
 * ask the owner through a function its index.ts exports. A table missing here is an error on its schema line.
 */
const tableOwners = {
  // the business, its financial years and currencies, and who belongs to it in which role: createBusiness writes
  // them together and findMember reads them on every request
  tenancy: ['business', 'financialYear', 'currency', 'membership', 'role'],
  // logins: the user's name and password, tokens, failed attempts, and the version that drops cached access
  auth: ['appUser', 'sessionToken', 'loginAttempt', 'accessVersion'],
  // the chart (groups, totals, given accounts) and the detail accounts persons, products and others post to
  accounting: ['account', 'detailAccount'],
  // what is posted, and the balances kept in the same transaction: written only through postJournal and its kin
  ledger: ['journal', 'journalLine', 'accountBalance', 'accountDayBalance', 'detailBalance'],
  // the number series of the document engine (ARCHITECTURE.md 4b)
  documents: ['documentNumber'],
  // the plain records bound in basics/bindings.ts
  basics: ['tag', 'branch', 'productGroup', 'productSubgroup', 'category', 'department', 'descriptionDraft'],
  // uploaded files' records; the bytes are in the file store
  files: ['storedFile'],
  // warehouses, units and the stock movements costing reads
  inventory: ['entrepot', 'unit', 'stockMovement', 'stockPlace'],
  // products and services with their pricing rows
  products: ['product', 'productPrice'],
  // marketplace panels and the products' listings on them
  marketplace: ['marketplacePanel', 'productPanelRow'],
  persons: ['person'],
  // sales, purchases, their returns and pre-invoices (a document kind of the engine), and each product's sales a year
  invoices: ['invoice', 'invoiceLine', 'productSales', 'invoiceDaySums'],
  // who did what, written in the transaction of each write
  'activity-log': ['activityLog'],
  // documents out: invoices' public links, and their payment online
  printing: ['invoiceShare', 'invoiceOnlinePayment'],
  // data in: imported spreadsheets, their progress and refused rows
  imports: ['importJob'],
  // the cashier's shortcut pages and the products on them
  cashier: ['productShortcut', 'productShortcutItem'],
  // sign-up and forgotten passwords: the codes and links sent once
  signup: ['oneTimeSecret'],
  // online payments for plans and SMS credit
  plans: ['planPayment'],
  // the business's own API keys (web_service), with the calls of their current minute
  'api-keys': ['apiKey'],
  // cash boxes, bank accounts and petty cash, and the transfers between them (a document kind of the engine)
  treasury: ['bankAccount', 'cashBox', 'pettyCash', 'transfer', 'treasuryReceipt', 'treasuryReceiptLine', 'treasuryPayment', 'treasuryPaymentLine', 'cheque', 'chequeEvent', 'chequeBook', 'cost', 'costLine', 'income', 'incomeLine'],
};

/**
 * Files that still import another module's tables, each with the tables it may import and why it is not yet
 * changed. Every entry is a debt: move the read or write behind a function of the owner's index.ts, then drop it.
 */
const foreignTableDebts = {
  // The ledger's balances and journals, read where ledger/ has no function for it yet; ledger/ is being reworked by
  // the document engine, which is where these reads move.
  'apps/api/src/modules/accounting/coding-store.ts': ['accountBalance', 'accountDayBalance'], // balances beside the chart, use before a delete
  'apps/api/src/modules/accounting/year-closing.ts': ['journal'], // temporary documents counted, the closing documents listed
  // One paged SQL query searches, sorts and pages across both tables; a function per page would lose that.
  'apps/api/src/modules/activity-log/routes.ts': ['appUser'], // the acting user's name, searched and shown
  'apps/api/src/modules/inventory/stock.ts': ['product'], // the stock page pages and searches products with their movements
  'apps/api/src/modules/products/pricing-grid.ts': ['branch', 'category', 'currency'], // the grid's labels
  // A login of the business is a user (auth), a membership and a role (tenancy) written in one transaction, with
  // access lists of branches, departments and warehouses; needs write functions in auth and tenancy first.
  'apps/api/src/modules/members/index.ts': ['role'], // the role resource is bound beside the rules of its rights
  'apps/api/src/modules/members/logins.ts': ['appUser', 'membership', 'role'],
  'apps/api/src/modules/members/member-store.ts': ['appUser', 'membership', 'role'],
  'apps/api/src/modules/persons/person-login.ts': ['appUser', 'branch', 'department', 'detailAccount', 'entrepot', 'membership', 'role'],
  // That each reference of a product names a record of the business: wants one shared check by resource name.
  'apps/api/src/modules/products/product-rules.ts': [
    'branch',
    'category',
    'currency',
    'detailAccount',
    'entrepot',
    'person',
    'productSubgroup',
    'unit',
  ],
  // Files of the document engine and treasury changes under way at the time this rule came in: their authors
  // replace these reads with the owners' functions.
  'apps/api/src/modules/accounting/closing-balances.ts': ['accountBalance'],
  'apps/api/src/modules/ledger/journal-documents.ts': ['account', 'detailAccount', 'financialYear'],
  'apps/api/src/modules/ledger/opening-document.ts': ['financialYear'],
  // The rate of a treasury account's currency, which values its opening in the business's money.
  'apps/api/src/modules/treasury/treasury-ledger.ts': ['currency'],
};

for (const path of Object.keys(foreignTableDebts)) {
  if (!existsSync(new URL(path, import.meta.url))) throw new Error(`eslint.config.js: foreignTableDebts names ${path}, which is gone`);
}

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'data/',
      'test-results/',
      'playwright-report/',
      // drizzle-kit writes these
      'packages/db/migrations/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX, hesab },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'apps/web/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // `_name` marks a binding kept on purpose: a parameter a signature needs, a field left out of a rest object
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // `interface TagsField extends FieldBase<'tags'> {}` names one member of a union, which a type alias would not
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // Runtime cycles only: `import type` (and `import { type A }`) is erased by TypeScript, so it orders no module
      // evaluation and cannot leave a binding undefined; import-x skips such imports by itself.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'hesab/module-boundaries': 'error',
      'hesab/table-ownership': ['error', { owners: tableOwners, allowed: foreignTableDebts }],
    },
  },
);

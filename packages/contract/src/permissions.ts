import { z } from 'zod';
import { alwaysAllowedRoutes, appRoutes, isRouteName, type AppRoute, type RouteName } from './routes.ts';

/** Business configuration flags sent as `config` in the permissions response (spec 01 section 3). */
export const configFlags = [
  'studentLabel',
  'iranSansEnNum',
  'gateway',
  'onlineInvoice',
  'academyAbsentSms',
  'translationSystem',
  'learningSystem',
  'shopSystem',
  'customFieldsSystem',
  'investorSystem',
  // spec 02 section 5: options refusing a person's duplicate national code or mobile
  'preventDuplicateNationalCode',
  'preventDuplicateMobile',
  // spec 02 section 6, the "access flag": per-user warehouse, branch, department and bank access and the
  // sell-price lock, set on a person's login
  'userAccessSystem',
  // spec 01 section 6: branch access restrictions turned off for the whole business, and a branch required on documents
  'disableBranchAccess',
  'requireBranch',
] as const;
export type ConfigFlag = (typeof configFlags)[number];

/** Plan options; a feature is on when its option's value is `active` (spec 01 section 6). */
export const planOptions = [
  'documentsSystem',
  'lockSystem',
  'dobareSystem',
  'sazitoIntegrator',
  'portalIntegrator',
  'woocommerceIntegrator',
  'webziIntegrator',
  'digikalaIntegrator',
  'markitoIntegrator',
  'web_service',
  'commissionSystem',
  'integratorSystem',
  'translationSystem',
  'learningSystem',
  'taxPayerSystem',
] as const;
export type PlanOption = (typeof planOptions)[number];

/**
 * Permissions of a part of a screen that a plan option gates as it gates screens (spec 01 section 6): a person's
 * documents need documentsSystem, locking accounting documents lockSystem.
 */
const featurePlanOptions: Readonly<Record<string, PlanOption>> = { documents: 'documentsSystem', lockDocuments: 'lockSystem' };

/** The plan option a permission needs: a screen's its route's (appRoutes), a feature's its own, others none. */
export function planOptionOf(permission: string): PlanOption | undefined {
  if (!isRouteName(permission)) return Object.hasOwn(featurePlanOptions, permission) ? featurePlanOptions[permission] : undefined;
  const route: AppRoute = appRoutes[permission];
  return route.planOption;
}

/** Whether the business's plan options let it use what the permission opens (its plan option, if any, `active`). */
export function planAllows(permission: string, plan: Readonly<Record<string, string>>): boolean {
  const option = planOptionOf(permission);
  return option === undefined || plan[option] === 'active';
}

/**
 * Plan limits: a whole number in planOptions caps the records of that kind; unset means unlimited. Users are the
 * business's logins (memberships), invoices those registered in the current Jalali month, entrepots its warehouses.
 */
export const planLimits = ['personLimit', 'productLimit', 'userLimit', 'monthlyInvoiceLimit', 'entrepotLimit'] as const;
export type PlanLimit = (typeof planLimits)[number];

/** Remove permissions by kind (spec 01 section 6). */
export const removePermissions = [
  'removeCost',
  'removeIncome',
  'removePayTreasury',
  'removeReceiveTreasury',
  'removeProduction',
  'removeBundling',
  'removeFormula',
  'removeTempReceipt',
  'removeReceiptEntrepot',
  'removeRemittance',
  'removeUseRemittance',
  'removeTransferRemittance',
  'removeWarehouseHandling',
  'removeAccount',
  'removeDetails',
  'removeProduct',
  'removeService',
  'removePayCheck',
  'removeRecieveCheck',
  'removePurchase',
  'removePresale',
  'removeSell',
  'removeReturnPurchase',
  'removeReturnSell',
  'removeBank',
  'removeCash',
] as const;

/** Permissions that open no route but unlock a part of a screen (spec 01 and 02 section 6). */
export const featurePermissions = [
  'usersList',
  'removeCategoryItem',
  'documents',
  'lockDocuments',
  'investors',
  'customFields',
] as const;

/** Every permission string a role can hold: each screen's, each feature's, each remove permission (the role editor groups them by module: permissionGroups). */
export const allPermissions: readonly string[] = [
  ...(Object.keys(appRoutes) as RouteName[]).filter((name) => !alwaysAllowedRoutes.includes(name)),
  ...featurePermissions,
  ...removePermissions,
];

export interface MenuItem {
  /** i18n key */
  title: string;
  icon: string;
  /** the route's name, which is also its permission */
  name?: string;
  /** the path to open */
  to?: string;
  children?: MenuItem[];
}

export const menuItem: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    title: z.string(),
    icon: z.string(),
    name: z.string().optional(),
    to: z.string().optional(),
    children: z.array(menuItem).optional(),
  }),
);

/** `GET getdetail?select=getPermissions` (spec 01 section 3 "Permissions response"). */
export const permissionsResponse = z.object({
  permissions: z.array(z.string()),
  config: z.record(z.string(), z.string()),
  /** plan options with their values */
  plan: z.record(z.string(), z.string()),
  rank: z.number().int(),
  mn: z.array(menuItem),
  adm: z.boolean(),
  /** the top-bar menu: bookmarked routes */
  tmn: z.array(menuItem),
  /** access type of the user in this business */
  acs: z.string(),
  /** current user's id */
  cuid: z.number().int(),
});
export type PermissionsResponse = z.infer<typeof permissionsResponse>;

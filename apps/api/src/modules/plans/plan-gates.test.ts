import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes, configFlags, planOptions, type BusinessSettingsValues, type InitResponse, type MenuItem, type PermissionsResponse, type PlanOption } from '@hesab/contract';
import { translateServerMessage } from '@hesab/i18n';
import { describeEachEngine } from '../../../test/databases.ts';
import { createTestBusiness, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';
import { setPlanOptions } from '../tenancy/index.ts';

/** The screen names of a menu, groups opened. */
const menuNames = (items: readonly MenuItem[]): string[] => items.flatMap((item) => [...(item.name ? [item.name] : []), ...menuNames(item.children ?? [])]);

/** Each plan option's menu entries, from the contract: the screens that declare it. */
const screensOf = (option: PlanOption) =>
  Object.entries(appRoutes)
    .filter(([, route]) => 'planOption' in route && route.planOption === option && !('hidden' in route))
    .map(([name]) => name);

/**
 * The API behind each plan option whose module exists: off, 403 with the message offering the plan; on, answered.
 * The others (commission, translation, academy, web service, the marketplaces' own links, dobare) have no API yet;
 * their screens are gated in the menu below, and their routes will declare the screen's permission as these do.
 */
const gatedCalls: readonly { option: PlanOption; method: 'get' | 'post'; path: string; body?: unknown }[] = [
  { option: 'integratorSystem', method: 'get', path: '/api/v1/integrator/panel' },
  { option: 'lockSystem', method: 'post', path: '/api/v1/accounting/lock', body: { ids: [1], locked: true } },
  { option: 'taxPayerSystem', method: 'get', path: '/api/v1/invoice/report/taxPayerList?type=sell' },
  { option: 'web_service', method: 'get', path: '/api/v1/api-keys' },
];

/** Each config flag as setting/index sends it, and the value that switches it on. */
const flagFields: Readonly<Record<(typeof configFlags)[number], { field: keyof BusinessSettingsValues; on: boolean | string } | null>> = {
  studentLabel: { field: 'student_label', on: 'هنرآموز' },
  iranSansEnNum: { field: 'iran_sans_en_num', on: true },
  gateway: { field: 'gateway', on: true },
  onlineInvoice: { field: 'online_invoice', on: true },
  academyAbsentSms: { field: 'academy_absent_sms', on: true },
  translationSystem: { field: 'translation_system', on: true },
  learningSystem: { field: 'learning_system', on: true },
  shopSystem: { field: 'shop_system', on: true },
  customFieldsSystem: { field: 'custom_fields', on: true },
  investorSystem: { field: 'investor_system', on: true },
  preventDuplicateNationalCode: { field: 'prevent_duplicate_national_code', on: true },
  preventDuplicateMobile: { field: 'prevent_duplicate_mobile', on: true },
  disableBranchAccess: { field: 'disable_branch_access', on: true },
  requireBranch: { field: 'require_branch', on: true },
  // set on a person's login, not on setting/index
  userAccessSystem: null,
};

describeEachEngine('plan options and config flags', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let owner: ApiClient;
  const plan = (options: readonly PlanOption[]) =>
    setPlanOptions(connection().db, biz.businessId, Object.fromEntries(options.map((option) => [option, 'active'])));
  const permissions = async () => (await owner.get<PermissionsResponse>('/api/v1/getdetail?select=getPermissions')).body;

  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Plan gates');
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
  });

  describe.each(gatedCalls)('$option', ({ option, method, path, body }) => {
    it('off, its API answers 403 offering the plan; on, it answers', async () => {
      const call = () => (method === 'get' ? owner.get<{ message: string }>(path) : owner.post<{ message: string }>(path, body));
      await plan(planOptions.filter((each) => each !== option));
      const refused = await call();
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(translateServerMessage('fa', 'plan-feature-off'));
      await plan([option]);
      expect((await call()).status).toBe(200);
    });
  });

  it.each(planOptions.filter((option) => screensOf(option).length > 0))('%s: off, its menu entries are gone; on, they are there', async (option) => {
    const screens = screensOf(option);
    await plan(planOptions.filter((each) => each !== option));
    const off = await permissions();
    expect(menuNames(off.mn).filter((name) => screens.includes(name))).toEqual([]);
    // The options of a business's own module also need its switch on setting/index.
    await owner.put('/api/v1/setting', { translation_system: true, learning_system: true });
    await plan([option]);
    expect(menuNames((await permissions()).mn)).toEqual(expect.arrayContaining(screens));
  });

  it('a module of both a plan option and a config flag shows only with both on', async () => {
    await plan(['translationSystem']);
    await owner.put('/api/v1/setting', { translation_system: false });
    expect(menuNames((await permissions()).mn)).not.toContain('TranslationList');
    await owner.put('/api/v1/setting', { translation_system: true });
    expect(menuNames((await permissions()).mn)).toContain('TranslationList');
  });

  it('every config flag is set on setting/index and reaches init and getPermissions at once', async () => {
    const cases = Object.entries(flagFields).flatMap(([flag, each]) => (each ? [{ flag, ...each }] : []));
    const expectFlags = async (on: boolean) => {
      const expected = Object.fromEntries(cases.map(({ flag, on: value }) => [flag, typeof value === 'string' ? (on ? value : '') : on ? 'active' : 'inactive']));
      expect((await permissions()).config).toMatchObject(expected);
      expect((await owner.get<InitResponse>('/api/v1/init')).body.config).toMatchObject(expected);
      const settings = (await owner.get<BusinessSettingsValues>('/api/v1/setting')).body;
      expect(Object.fromEntries(cases.map(({ field }) => [field, settings[field]]))).toEqual(
        Object.fromEntries(cases.map(({ field, on: value }) => [field, on ? value : typeof value === 'string' ? '' : false])),
      );
    };
    expect((await owner.put('/api/v1/setting', Object.fromEntries(cases.map(({ field, on }) => [field, on])))).status).toBe(200);
    await expectFlags(true);
    await owner.put('/api/v1/setting', Object.fromEntries(cases.map(({ field, on }) => [field, typeof on === 'string' ? '' : false])));
    await expectFlags(false);
  });
});

import type { AccountSystemRole } from '@hesab/contract';
import { account, type Executor } from '@hesab/db';
import { composeAccountCode } from '@hesab/domain';

type Nature = 'debtor' | 'creditor' | 'notImportant' | null;

interface GivenSeed {
  number: string;
  name: string;
  nature?: Nature;
  /** the part the account plays in the product's own postings */
  role?: AccountSystemRole;
  kind?: 'always' | 'temporary';
}
interface TotalSeed {
  number: string;
  name: string;
  nature: Nature;
  givens: GivenSeed[];
}
interface GroupSeed {
  number: string;
  name: string;
  type: 'balanceSheet' | 'costBenefit' | 'guarantee';
  nature: Nature;
  kind: 'always' | 'temporary';
  totals: TotalSeed[];
}

/**
 * The standard Iranian chart every new business starts from: balance-sheet groups (permanent), income and
 * expense groups (temporary, closed into profit and loss at year end), and memorandum accounts.
 */
export const standardChart: GroupSeed[] = [
  {
    number: '1', name: 'دارایی‌های جاری', type: 'balanceSheet', nature: 'debtor', kind: 'always',
    totals: [
      { number: '01', name: 'موجودی نقد و بانک', nature: 'debtor', givens: [
        { number: '01', name: 'صندوق', role: 'cash' },
        { number: '02', name: 'بانک‌ها', role: 'bank' },
        { number: '03', name: 'تنخواه‌گردان', role: 'petty' },
      ] },
      { number: '02', name: 'اسناد دریافتنی', nature: 'debtor', givens: [
        { number: '01', name: 'اسناد دریافتنی تجاری', role: 'notesReceivable' },
        { number: '02', name: 'اسناد در جریان وصول', role: 'notesInCollection' },
      ] },
      { number: '03', name: 'حساب‌های دریافتنی', nature: 'debtor', givens: [
        { number: '01', name: 'حساب‌های دریافتنی تجاری', role: 'receivable' },
        { number: '02', name: 'سایر حساب‌های دریافتنی', role: 'otherReceivable' },
      ] },
      { number: '04', name: 'موجودی کالا', nature: 'debtor', givens: [
        { number: '01', name: 'موجودی کالا', role: 'inventory' },
        { number: '02', name: 'کالای در راه', role: 'goodsInTransit' },
      ] },
      { number: '05', name: 'پیش‌پرداخت‌ها', nature: 'debtor', givens: [
        { number: '01', name: 'مالیات بر ارزش افزوده خرید', role: 'vatReceivable' },
        { number: '02', name: 'پیش‌پرداخت خرید', role: 'purchasePrepayment' },
      ] },
    ],
  },
  {
    number: '2', name: 'دارایی‌های غیرجاری', type: 'balanceSheet', nature: 'debtor', kind: 'always',
    totals: [
      { number: '01', name: 'دارایی‌های ثابت مشهود', nature: 'debtor', givens: [
        { number: '01', name: 'زمین' },
        { number: '02', name: 'ساختمان' },
        { number: '03', name: 'وسایل نقلیه' },
        { number: '04', name: 'اثاثه و منصوبات' },
      ] },
      { number: '02', name: 'استهلاک انباشته', nature: 'creditor', givens: [{ number: '01', name: 'استهلاک انباشته دارایی‌های ثابت', nature: 'creditor' }] },
    ],
  },
  {
    number: '3', name: 'بدهی‌های جاری', type: 'balanceSheet', nature: 'creditor', kind: 'always',
    totals: [
      { number: '01', name: 'اسناد پرداختنی', nature: 'creditor', givens: [{ number: '01', name: 'اسناد پرداختنی تجاری', role: 'notesPayable' }] },
      { number: '02', name: 'حساب‌های پرداختنی', nature: 'creditor', givens: [
        { number: '01', name: 'حساب‌های پرداختنی تجاری', role: 'payable' },
        { number: '02', name: 'سایر حساب‌های پرداختنی', role: 'otherPayable' },
      ] },
      { number: '03', name: 'مالیات پرداختنی', nature: 'creditor', givens: [
        { number: '01', name: 'مالیات بر ارزش افزوده فروش', role: 'vatPayable' },
        { number: '02', name: 'مالیات عملکرد پرداختنی', role: 'incomeTaxPayable' },
      ] },
      { number: '04', name: 'پیش‌دریافت‌ها', nature: 'creditor', givens: [{ number: '01', name: 'پیش‌دریافت فروش', role: 'salesPrepayment' }] },
    ],
  },
  {
    number: '4', name: 'بدهی‌های غیرجاری', type: 'balanceSheet', nature: 'creditor', kind: 'always',
    totals: [{ number: '01', name: 'تسهیلات مالی بلندمدت', nature: 'creditor', givens: [{ number: '01', name: 'وام‌های بلندمدت' }] }],
  },
  {
    number: '5', name: 'حقوق مالکانه', type: 'balanceSheet', nature: 'creditor', kind: 'always',
    totals: [
      { number: '01', name: 'سرمایه', nature: 'creditor', givens: [{ number: '01', name: 'سرمایه', role: 'capital' }] },
      { number: '02', name: 'سود و زیان انباشته', nature: null, givens: [{ number: '01', name: 'سود و زیان انباشته', role: 'retainedEarnings' }] },
      { number: '03', name: 'حساب‌های افتتاحیه و اختتامیه', nature: null, givens: [
        { number: '01', name: 'تراز افتتاحیه', role: 'opening' },
        { number: '02', name: 'تراز اختتامیه', role: 'closing' },
      ] },
      { number: '04', name: 'سود و زیان جاری', nature: null, givens: [{ number: '01', name: 'خلاصه سود و زیان', role: 'incomeSummary', kind: 'temporary' }] },
    ],
  },
  {
    number: '6', name: 'درآمدها', type: 'costBenefit', nature: 'creditor', kind: 'temporary',
    totals: [
      { number: '01', name: 'فروش', nature: 'creditor', givens: [
        { number: '01', name: 'فروش کالا', role: 'sales' },
        { number: '02', name: 'برگشت از فروش و تخفیفات', nature: 'debtor', role: 'salesReturn' },
        { number: '03', name: 'فروش خدمات', role: 'serviceSales' },
        { number: '04', name: 'تخفیفات فروش', nature: 'debtor', role: 'salesDiscount' },
      ] },
      { number: '02', name: 'سایر درآمدها', nature: 'creditor', givens: [
        { number: '01', name: 'سایر درآمدها', role: 'otherIncome' },
        { number: '02', name: 'اضافات انبار', role: 'inventoryGain' },
      ] },
    ],
  },
  {
    number: '7', name: 'بهای تمام‌شده', type: 'costBenefit', nature: 'debtor', kind: 'temporary',
    totals: [
      { number: '01', name: 'بهای تمام‌شده کالای فروش‌رفته', nature: 'debtor', givens: [{ number: '01', name: 'بهای تمام‌شده کالای فروش‌رفته', role: 'costOfSales' }] },
      { number: '02', name: 'خرید', nature: 'debtor', givens: [
        { number: '01', name: 'خرید کالا', role: 'purchase' },
        { number: '02', name: 'برگشت از خرید و تخفیفات', nature: 'creditor', role: 'purchaseReturn' },
      ] },
    ],
  },
  {
    number: '8', name: 'هزینه‌ها', type: 'costBenefit', nature: 'debtor', kind: 'temporary',
    totals: [
      { number: '01', name: 'هزینه‌های عمومی و اداری', nature: 'debtor', givens: [
        { number: '01', name: 'حقوق و دستمزد' },
        { number: '02', name: 'اجاره' },
        { number: '03', name: 'آب، برق، گاز و تلفن' },
        { number: '04', name: 'کارمزد و هزینه‌های بانکی', role: 'bankCharges' },
        { number: '05', name: 'هزینه استهلاک' },
        { number: '06', name: 'کسورات انبار', role: 'inventoryLoss' },
      ] },
      { number: '02', name: 'هزینه‌های فروش و توزیع', nature: 'debtor', givens: [
        { number: '01', name: 'حمل و نقل' },
        { number: '02', name: 'تبلیغات و بازاریابی' },
        { number: '03', name: 'کمیسیون فروش', role: 'commissionExpense' },
        { number: '04', name: 'سهم سرمایه‌گذاران از فروش', role: 'investorShare' },
      ] },
    ],
  },
  {
    number: '9', name: 'حساب‌های انتظامی', type: 'guarantee', nature: 'notImportant', kind: 'always',
    totals: [
      { number: '01', name: 'حساب‌های انتظامی', nature: null, givens: [
        { number: '01', name: 'اسناد تضمینی دریافتی', role: 'guaranteesReceived' },
        { number: '02', name: 'طرف حساب اسناد تضمینی دریافتی', role: 'guaranteesReceivedContra' },
        { number: '03', name: 'اسناد تضمینی پرداختی', role: 'guaranteesGiven' },
        { number: '04', name: 'طرف حساب اسناد تضمینی پرداختی', role: 'guaranteesGivenContra' },
      ] },
    ],
  },
];

/** Writes the standard chart for a new business, in the caller's transaction. */
export async function seedStandardChart(tx: Executor, businessId: number): Promise<void> {
  for (const group of standardChart) {
    const [groupRow] = await tx
      .insert(account)
      .values({
        businessId,
        level: 'group',
        number: group.number,
        code: composeAccountCode(null, group.number),
        name: group.name,
        type: group.type,
        nature: group.nature,
        kind: group.kind,
      })
      .returning({ id: account.id, code: account.code });
    if (!groupRow) throw new Error('group not written');
    for (const total of group.totals) {
      const [totalRow] = await tx
        .insert(account)
        .values({
          businessId,
          level: 'total',
          parentId: groupRow.id,
          number: total.number,
          code: composeAccountCode(groupRow.code, total.number),
          name: total.name,
          nature: total.nature,
          kind: group.kind,
        })
        .returning({ id: account.id, code: account.code });
      if (!totalRow) throw new Error('total not written');
      await tx.insert(account).values(
        total.givens.map((given) => ({
          businessId,
          level: 'given' as const,
          parentId: totalRow.id,
          number: given.number,
          code: composeAccountCode(totalRow.code, given.number),
          name: given.name,
          nature: given.nature === undefined ? total.nature : given.nature,
          kind: given.kind ?? group.kind,
          systemRole: given.role ?? null,
        })),
      );
    }
  }
}

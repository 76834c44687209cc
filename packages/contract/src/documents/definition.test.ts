import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FieldName, RecordOf } from '../resources/record-types.ts';
import { accountingDocumentDefinition, transferDefinition } from './catalogue/index.ts';
import type { DocumentOf, LinesOf } from './definition.ts';
import { documentInputSchema } from './schema.ts';

describe('record types read off a definition', () => {
  it('types fields, lines and totals as the wire carries them', () => {
    type Transfer = DocumentOf<typeof transferDefinition>;
    expectTypeOf<Transfer['amount']>().toEqualTypeOf<string>();
    expectTypeOf<Transfer['fee']>().toEqualTypeOf<string | null>();
    expectTypeOf<Transfer['from']>().toEqualTypeOf<{ kind: 'bank' | 'cash' | 'petty'; id: number }>();
    expectTypeOf<FieldName<typeof transferDefinition>>().toEqualTypeOf<'from' | 'to' | 'amount' | 'to_amount' | 'rate' | 'fee' | 'branch' | 'tags' | 'description'>();
    type Line = LinesOf<typeof accountingDocumentDefinition>;
    expectTypeOf<Line['account']>().toEqualTypeOf<number>();
    expectTypeOf<Line['detail']>().toEqualTypeOf<number | null>();
    expectTypeOf<DocumentOf<typeof accountingDocumentDefinition>['rows']>().toEqualTypeOf<Line[]>();
    expectTypeOf<DocumentOf<typeof accountingDocumentDefinition>['debit_total']>().toEqualTypeOf<string>();
    expectTypeOf<RecordOf<typeof transferDefinition>['id']>().toEqualTypeOf<number>();
    // @ts-expect-error a field the definition does not have
    expectTypeOf<Transfer['amonut']>();
  });
});

describe('documentInputSchema', () => {
  const accounting = documentInputSchema(accountingDocumentDefinition);
  const row = { account: 5, debit: '۱۰۰' };

  it('reads Persian digits, drops what a read carries, and refuses a name it does not know', () => {
    const read = { id: 9, number: 3, state: 'temporary', locked: false, source_type: 'manual', debit_total: '100', date: '2026-04-01' };
    const parsed = accounting.parse({ ...read, rows: [{ ...row, account_code: '1101', account_name: 'صندوق' }] });
    expect(parsed).toEqual({ date: '2026-04-01', rows: [{ account: 5, debit: '100' }] });
    const refused = accounting.safeParse({ date: '2026-04-01', descripton: 'x', rows: [row] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['']);
    expect(accounting.safeParse({ date: '2026-04-01', rows: [{ ...row, acount: 1 }] }).error?.issues[0]?.path).toEqual(['rows', 0]);
  });

  it('answers too few and too many lines with the kind’s messages', () => {
    expect(accounting.safeParse({ date: '2026-04-01', rows: [] }).error?.issues[0]?.message).toBe('journal-no-rows');
    const many = Array.from({ length: 2001 }, () => row);
    expect(accounting.safeParse({ date: '2026-04-01', rows: many }).error?.issues[0]?.message).toBe('document-too-many-rows');
  });

  it('takes a client key of its shape only', () => {
    const transfer = documentInputSchema(transferDefinition);
    const body = { date: '2026-04-01', from: { kind: 'bank', id: 1 }, to: { kind: 'cash', id: 2 }, amount: '10' };
    expect(transfer.safeParse({ ...body, ouid: 'a1b2c3d4-e5f6' }).success).toBe(true);
    expect(transfer.safeParse({ ...body, ouid: 'x y' }).success).toBe(false);
    expect(transfer.safeParse({ ...body, from: { kind: 'safe', id: 1 } }).success).toBe(false);
  });
});

import type { checksMessages as persian } from '../../accounting/checks.ts';

export const checksMessages: typeof persian = {
  number: 'Number',
  date: 'Date',
  description: 'Description',
  problem: 'Problem',
  account: 'Account',
  problems: {
    'inactive-account': 'The given account was made inactive',
    'inactive-detail': 'The detail account was made inactive',
    'missing-detail': 'The detail account no longer exists',
    'outside-year': 'The date is outside the financial year',
  },
  conflictingHint: 'Documents of the current financial year that broke a rule after they were posted. F5 checks again.',
  noConflicts: 'No conflicting documents.',
  numberingHint:
    'The temporary documents of the year are numbered again in date order, after the last permanent one. Permanent documents, which may be printed, keep their numbers.',
  temporaryCount: '{{n}} temporary documents will be numbered.',
  nothingToNumber: 'There are no temporary documents to number.',
  numberingConfirm: 'Number {{n}} temporary documents again in date order?',
  renumber: 'Number documents',
  renumbered: '{{n}} document numbers changed.',
};

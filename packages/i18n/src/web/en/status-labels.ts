import type { statusLabelMessages as fa } from '../status-labels.ts';

export const statusLabelMessages: typeof fa = {
  order: {
    pending: 'Pending payment',
    processing: 'Processing',
    'on-hold': 'On hold',
    completed: 'Completed',
    cancelled: 'Cancelled',
    refunded: 'Refunded',
    failed: 'Failed',
  },
  taxInvoice: {
    pending: 'Awaiting the tax system',
    success: 'Registered with the tax system',
    failed: 'Rejected',
  },
  session: {
    done: 'Held',
    'not-held': 'Not held',
    cancelled: 'Cancelled',
  },
};

import type { YearClosingState } from '@hesab/contract';

export interface ClosingReadiness {
  canCloseAccounts: boolean;
  canCloseYear: boolean;
  /** the year ends after today: closing it now leaves its last days without a year to post in */
  endsLater: boolean;
}

/** What the screen offers: the server refuses the same cases, the buttons only spare the user the refusal. */
export function readinessOf(state: YearClosingState, today: string): ClosingReadiness {
  const closable = !state.closed && state.temporary_documents === 0;
  return {
    canCloseAccounts: closable && state.temporary_accounts_open,
    canCloseYear: closable,
    endsLater: !state.closed && state.end_date > today,
  };
}

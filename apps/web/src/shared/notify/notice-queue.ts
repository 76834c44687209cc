export type Severity = 'success' | 'error';

export interface Notice {
  id: number;
  message: string;
  severity: Severity;
}

/** The queue with a new notice at its end; a success first drops every error before it, the shown one too. */
export function afterNotice(queue: readonly Notice[], notice: Notice): readonly Notice[] {
  const kept = notice.severity === 'success' ? queue.filter((each) => each.severity !== 'error') : queue;
  return [...kept, notice];
}

/** What is left after a move to another page: the errors were about the page left behind. */
export function afterNavigation(queue: readonly Notice[]): readonly Notice[] {
  // The same queue when nothing goes, so that React keeps the page as it is.
  return queue.some((each) => each.severity === 'error') ? queue.filter((each) => each.severity !== 'error') : queue;
}

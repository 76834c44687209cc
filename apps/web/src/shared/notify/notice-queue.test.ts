import { describe, expect, it } from 'vitest';
import { afterNavigation, afterNotice, type Notice } from './notice-queue.ts';

const error = (id: number): Notice => ({ id, message: `e${id}`, severity: 'error' });
const success = (id: number): Notice => ({ id, message: `s${id}`, severity: 'success' });

describe('the notice queue', () => {
  it('queues errors one after another', () => {
    expect(afterNotice([error(1)], error(2)).map((n) => n.id)).toEqual([1, 2]);
  });

  it('drops the errors before a success, the one shown too', () => {
    expect(afterNotice([error(1), success(2), error(3)], success(4)).map((n) => n.id)).toEqual([2, 4]);
  });

  it('drops errors on navigation and keeps successes', () => {
    expect(afterNavigation([error(1), success(2)]).map((n) => n.id)).toEqual([2]);
    const unchanged = [success(1)];
    expect(afterNavigation(unchanged)).toBe(unchanged);
  });
});

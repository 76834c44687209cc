import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './field-message.ts';

describe('the field messages of a 422 answer', () => {
  it('are the part before the pipe of the first message of each field', () => {
    expect(serverFieldErrors({ name: ['این نام تکراری است.|duplicate', 'دوم'], code: ['کوتاه'] })).toEqual({
      name: { text: 'این نام تکراری است.' },
      code: { text: 'کوتاه' },
    });
  });

  it('are nothing for a body without a field map', () => {
    expect(serverFieldErrors(undefined)).toEqual({});
    expect(serverFieldErrors('oops')).toEqual({});
  });
});

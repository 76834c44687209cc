import { describe, expect, it } from 'vitest';
import { messagesUnder, serverFieldErrors } from './field-message.ts';

describe('the field messages of a 422 answer', () => {
  it('are the part before the pipe of the first message of each field', () => {
    expect(serverFieldErrors({ name: ['این نام تکراری است.|duplicate', 'دوم'], code: ['کوتاه'] })).toEqual({
      name: { text: 'این نام تکراری است.' },
      code: { text: 'کوتاه' },
    });
  });

  it('give an input made of parts the messages of its parts, by their path under the field', () => {
    const errors = serverFieldErrors({
      'customFields.0.key': ['این فیلد الزامی است.|is-required'],
      customFieldsExtra: ['x'],
      name: ['y'],
    });
    expect(messagesUnder(errors, 'customFields')).toEqual({ '0.key': { text: 'این فیلد الزامی است.' } });
  });

  it('are nothing for a body without a field map', () => {
    expect(serverFieldErrors(undefined)).toEqual({});
    expect(serverFieldErrors('oops')).toEqual({});
  });
});

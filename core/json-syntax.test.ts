import { describe, expect, it } from 'vitest';
import { jsonSyntaxError } from './json-syntax';

const errorOf = (text: string) => {
  try {
    JSON.parse(text);
  } catch (e) {
    return jsonSyntaxError(text, e);
  }
  throw new Error(`parsed: ${text}`);
};

describe('jsonSyntaxError (issue 35): a line, a column and a reason instead of English', () => {
  it('names the line and column of the offending character', () => {
    expect(errorOf('{\n  "a": 1\n  "b": 2\n}')).toEqual({ line: 3, column: 3, reason: 'comma' });
    expect(errorOf('{\n  "a": 1,\n}')).toEqual({ line: 3, column: 1, reason: 'name' });
    expect(errorOf('{ "a" 1 }')).toEqual({ line: 1, column: 7, reason: 'colon' });
    expect(errorOf('{\n  "a": x\n}')).toEqual({ line: 2, column: 8, reason: 'token' });
    expect(errorOf("{ 'a': 1 }")).toEqual({ line: 1, column: 3, reason: 'name' });
    expect(errorOf('{ "a": "b\tc" }').reason).toBe('control');
  });

  it('says when the document stops half-way or goes on after its end', () => {
    expect(errorOf('{\n  "a": [1, 2')).toEqual({ line: 2, column: 13, reason: 'end' });
    expect(errorOf('{ "a": "b')).toMatchObject({ line: 1, reason: 'end' });
    expect(errorOf('{}\n,')).toEqual({ line: 2, column: 1, reason: 'extra' });
    expect(errorOf('')).toEqual({ line: 1, column: 1, reason: 'end' });
  });
});

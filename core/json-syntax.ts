/**
 * Where and why a text is not JSON, in words a console can translate (issue 35): JSON.parse's own
 * message is English, engine-specific and counts characters (some give no position at all); an
 * operator reads a line, a column and a reason. A small scanner finds the first fault itself.
 */
export type JsonSyntaxReason = 'end' | 'comma' | 'name' | 'colon' | 'string' | 'control' | 'extra' | 'token';

export interface JsonSyntaxError {
  /** 1-based line and column of the offending character. */
  line: number;
  column: number;
  reason: JsonSyntaxReason;
}

class Fault {
  constructor(
    readonly at: number,
    readonly reason: JsonSyntaxReason,
  ) {}
}

const LITERAL = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;

/** The position and reason of the first fault of `text`, or undefined when it is JSON. */
function scan(text: string): Fault | undefined {
  const n = text.length;
  let i = 0;
  const fail = (reason: JsonSyntaxReason): never => {
    throw new Fault(i, i >= n ? 'end' : reason);
  };
  const ws = () => {
    while (i < n && (text[i] === ' ' || text[i] === '\n' || text[i] === '\r' || text[i] === '\t')) i++;
  };
  const string = () => {
    i++;
    while (i < n) {
      const c = text[i]!;
      if (c === '"') return void i++;
      if (c === '\\') i += 2;
      else if (c < ' ') fail('control');
      else i++;
    }
    fail('string');
  };
  const list = (close: string, member: () => void) => {
    i++;
    ws();
    if (text[i] === close) return void i++;
    for (;;) {
      member();
      ws();
      if (text[i] === ',') i++;
      else if (text[i] === close) return void i++;
      else fail('comma');
    }
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{')
      return list('}', () => {
        ws();
        if (text[i] !== '"') fail('name');
        string();
        ws();
        if (text[i] !== ':') fail('colon');
        i++;
        value();
      });
    if (c === '[') return list(']', value);
    if (c === '"') return string();
    LITERAL.lastIndex = i;
    if (!LITERAL.test(text)) fail('token');
    i = LITERAL.lastIndex;
  };
  try {
    value();
    ws();
    if (i < n) fail('extra');
    return undefined;
  } catch (e) {
    if (e instanceof Fault) return e;
    return undefined; // nested too deep for this scanner: the caller falls back to the parser's position
  }
}

/** The line, column and reason of the fault that made JSON.parse throw `err` on `text`. */
export function jsonSyntaxError(text: string, err?: unknown): JsonSyntaxError {
  const fault = scan(text);
  const message = err instanceof Error ? err.message : '';
  const position =
    fault?.at ?? Math.min(Number(/position (\d+)/.exec(message)?.[1] ?? text.length), text.length);
  const before = text.slice(0, position);
  return {
    line: before.split('\n').length,
    column: position - before.lastIndexOf('\n'),
    reason: fault?.reason ?? 'token',
  };
}

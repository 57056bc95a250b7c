import type { ConfigProblem } from '../../schemas';
import { problem } from './problems';

/**
 * Bounds on any merchant document, checked before parsing and validation: `structuredClone` and the
 * recursive validators overflow the stack a few thousand levels deep, and a file or a request body
 * is anything anyone wrote. The real documents are ~10 KB and ~8 levels deep.
 */
/** In characters of the JSON text (UTF-16 units: this runs in the browser too). */
export const MERCHANT_DOC_MAX_CHARS = 1_048_576;
export const MERCHANT_DOC_MAX_DEPTH = 32;

/** Size and nesting of a document's JSON text, without parsing it (brackets inside strings skipped). */
export function textBoundsProblem(text: string): ConfigProblem | undefined {
  if (text.length > MERCHANT_DOC_MAX_CHARS) return tooLarge();
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > MERCHANT_DOC_MAX_DEPTH) return tooDeep();
    } else if (c === 125 || c === 93) depth--;
  }
  return undefined;
}

/** The nesting bound for a value already parsed (an API body), walked without recursion. */
export function valueBoundsProblem(value: unknown): ConfigProblem | undefined {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth > MERCHANT_DOC_MAX_DEPTH) return tooDeep();
    for (const child of Object.values(v))
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return undefined;
}

export const tooLarge = () =>
  problem('', 'tooLarge', `the document is longer than ${MERCHANT_DOC_MAX_CHARS} characters`, {
    limit: MERCHANT_DOC_MAX_CHARS,
  });
const tooDeep = () =>
  problem('', 'tooDeep', `the document is nested deeper than ${MERCHANT_DOC_MAX_DEPTH} levels`, {
    limit: MERCHANT_DOC_MAX_DEPTH,
  });

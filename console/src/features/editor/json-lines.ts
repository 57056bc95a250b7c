const esc = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The line (1-based) where each JSON pointer's member starts in a JSON text, for "go to line" in
 * the raw editor. Tolerant: stops quietly at the first syntax error (lines found so far are kept).
 */
export function pointerLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  let i = 0;
  let line = 1;
  const ws = () => {
    while (i < text.length && /\s/.test(text[i]!)) {
      if (text[i] === '\n') line++;
      i++;
    }
  };
  const str = (): string => {
    const start = i;
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (pointer: string, at: number): void => {
    ws();
    if (!lines.has(pointer)) lines.set(pointer, at);
    const c = text[i];
    if (c === '{') {
      i++;
      ws();
      if (text[i] === '}') {
        i++;
        return;
      }
      for (;;) {
        ws();
        const keyLine = line;
        const key = str();
        ws();
        if (text[i] !== ':') throw new Error('colon');
        i++;
        value(`${pointer}/${esc(key)}`, keyLine);
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === '}') {
          i++;
          return;
        }
        throw new Error('object');
      }
    }
    if (c === '[') {
      i++;
      ws();
      if (text[i] === ']') {
        i++;
        return;
      }
      for (let n = 0; ; n++) {
        ws();
        value(`${pointer}/${n}`, line);
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === ']') {
          i++;
          return;
        }
        throw new Error('array');
      }
    }
    if (c === '"') {
      str();
      return;
    }
    while (i < text.length && /[^,\]}\s]/.test(text[i]!)) i++;
  };
  try {
    ws();
    value('', line);
  } catch {
    // a text mid-edit: the lines found so far
  }
  return lines;
}

/** The line of a pointer, or of its nearest parent the text has. */
export function lineOf(lines: Map<string, number>, pointer: string): number {
  for (let p = pointer; ; p = p.slice(0, p.lastIndexOf('/'))) {
    const l = lines.get(p);
    if (l !== undefined) return l;
    if (!p) return 1;
  }
}

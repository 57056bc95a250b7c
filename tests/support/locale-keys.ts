/**
 * The i18n keys the apps' code asks for (issue 33 item 7): every `t('…')`, `i18n.t('…')` and
 * `i18nKey="…"` under renderer/src, console/src and web-ui, read with the TypeScript checker so that a
 * key built from parts (`t(`menu.service.${it.key}`)`) comes with the values its placeholder can take
 * when its type says them (a union of string literals, e.g. from a schema `enum`). What the type
 * leaves open (`string`) is named, so the test can give the values from where they are defined.
 */
import ts from 'typescript';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface KeyUse {
  /** `file:line` */
  at: string;
  key: string;
}
export interface BuiltKey {
  at: string;
  /** The template as written, e.g. `member.rewards.status.${reward.status}` (without backticks). */
  template: string;
  /** Literal parts and, between them, the values of each placeholder (`null`: the type does not say). */
  parts: (string | { expr: string; values: string[] | null })[];
  /** The call gives a `defaultValue`: the text has a fallback when the key is missing. */
  fallback: boolean;
}
export interface KeyScan {
  literal: KeyUse[];
  built: BuiltKey[];
}

const ROOT = new URL('../..', import.meta.url).pathname;
const T_CALLEE = /^(t|i18n\.t|i18next\.t)$/;

const sourcesOf = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && /\.tsx?$/.test(d.name) && !/\.(test|spec)\.tsx?$/.test(d.name))
    .map((d) => join(d.parentPath, d.name));

/** Reads every key the code of `dirs` asks for. */
export function scanKeys(dirs: readonly string[]): KeyScan {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  );
  if (!parsed) throw new Error('tsconfig.json not read');
  const files = dirs.flatMap(sourcesOf);
  const program = ts.createProgram(files, parsed.options);
  const checker = program.getTypeChecker();
  const literal: KeyUse[] = [];
  const built: BuiltKey[] = [];

  const valuesOf = (expr: ts.Expression): string[] | null => {
    const type = checker.getTypeAtLocation(expr);
    const members = type.isUnion() ? type.types : [type];
    const out: string[] = [];
    for (const m of members) {
      if (m.isStringLiteral()) out.push(m.value);
      else if (m.isNumberLiteral()) out.push(String(m.value));
      else return null;
    }
    return out;
  };
  const hasFallback = (options: ts.Expression | undefined) =>
    !!options &&
    ts.isObjectLiteralExpression(options) &&
    options.properties.some((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'defaultValue');

  for (const file of files) {
    const sf = program.getSourceFile(file)!;
    const at = (n: ts.Node) =>
      `${relative(ROOT, file)}:${sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1}`;
    /** A key expression: a literal, a template, or a choice between them (`a ? 'x' : 'y'`). */
    const keyOf = (e: ts.Expression, fallback: boolean): void => {
      if (ts.isParenthesizedExpression(e)) return keyOf(e.expression, fallback);
      if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) {
        literal.push({ at: at(e), key: e.text });
      } else if (ts.isTemplateExpression(e)) {
        const parts: BuiltKey['parts'] = [e.head.text];
        for (const span of e.templateSpans) {
          parts.push({ expr: span.expression.getText(sf), values: valuesOf(span.expression) });
          parts.push(span.literal.text);
        }
        built.push({ at: at(e), template: e.getText(sf).slice(1, -1), parts, fallback });
      } else if (ts.isConditionalExpression(e)) {
        keyOf(e.whenTrue, fallback);
        keyOf(e.whenFalse, fallback);
      }
      // Anything else (a key held in a variable or returned by a function) is the business of
      // whatever produced it (menus: labelKey, config problems: core), checked where that is defined.
    };
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && T_CALLEE.test(node.expression.getText(sf)) && node.arguments[0])
        keyOf(node.arguments[0], hasFallback(node.arguments[1]));
      if (ts.isJsxAttribute(node) && node.name.getText(sf) === 'i18nKey' && node.initializer) {
        const init = node.initializer;
        if (ts.isStringLiteral(init)) keyOf(init, false);
        else if (ts.isJsxExpression(init) && init.expression) keyOf(init.expression, false);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return { literal, built };
}

/** Every key a built key can be, given the values of its open placeholders (`open`, in order). */
export function expand(key: BuiltKey, open: readonly (readonly string[])[] = []): string[] {
  let out = [''];
  let next = 0;
  for (const part of key.parts) {
    const values = typeof part === 'string' ? [part] : (part.values ?? open[next++] ?? []);
    out = out.flatMap((prefix) => values.map((v) => prefix + v));
  }
  return out;
}

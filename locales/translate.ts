/** Resources: language → namespace file name → nested messages. */
export type Messages = { [key: string]: string | Messages };
export type Resources = Record<string, Messages>;

/** Looks a dotted key up and substitutes {{name}} values; returns the key itself when missing. */
export function translateWith(
  messages: Messages | undefined,
  key: string,
  params: Record<string, unknown> = {},
): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  if (typeof node !== 'string') return undefined;
  const filled = node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    name in params ? String(params[name]) : `{{${name}}}`,
  );
  // `$t(other.key)` inside a message is that message (as i18next nests): rule messages are composed of parts.
  return filled.replace(/\$t\(([\w.]+)\)/g, (whole, inner: string) =>
    inner === key ? whole : (translateWith(messages, inner, params) ?? whole),
  );
}

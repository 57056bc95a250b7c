import { describe, expect, it } from 'vitest';
import { EditorState } from '@codemirror/state';
import { json } from '@codemirror/lang-json';
import { ensureSyntaxTree } from '@codemirror/language';
import { CompletionContext } from '@codemirror/autocomplete';
import { merchantConfigSchema } from '@schemas';
import { schemaAt, schemaCompletion, type SchemaNode } from './schema-completion';

const schema = merchantConfigSchema as unknown as SchemaNode;

/** Completion at `|` in a document, as the raw JSON editor asks for it. */
function complete(withCursor: string, explicit = true) {
  const pos = withCursor.indexOf('|');
  const doc = withCursor.replace('|', '');
  const state = EditorState.create({ doc, extensions: [json()] });
  ensureSyntaxTree(state, state.doc.length, 5000);
  return schemaCompletion(schema, (p) => `label of ${p}`)(new CompletionContext(state, pos, explicit));
}
const labels = (r: ReturnType<typeof complete>) => r?.options.map((o) => o.label) ?? [];

describe('JSON-schema completion in the raw JSON editor (issue 16)', () => {
  it('offers the properties the schema allows and the document lacks, with their labels', () => {
    const r = complete('{\n  "code": "demo",\n  |\n}');
    expect(labels(r)).toContain('"flags"');
    expect(labels(r)).toContain('"imageCDNs"');
    expect(labels(r)).not.toContain('"code"');
    const flags = r!.options.find((o) => o.label === '"flags"')!;
    expect(flags.detail).toBe('label of /flags');
    expect(flags.apply).toBe('"flags": ');
  });

  it('a long document whose parse has not reached the cursor yet still gets completion there', () => {
    // A state parses for a few milliseconds when made; 30,000 list items (a document of 440 KB) take longer than that.
    const long = `{\n  "imageCDNs": [${'"cdn.example", '.repeat(30_000)}"cdn.example"],\n  |\n}`;
    const pos = long.indexOf('|');
    const state = EditorState.create({ doc: long.replace('|', ''), extensions: [json()] });
    const r = schemaCompletion(schema, (p) => `label of ${p}`)(new CompletionContext(state, pos, true));
    expect(labels(r)).toContain('"flags"');
    expect(labels(r)).not.toContain('"imageCDNs"');
  });

  it('completes a half-typed name inside a nested object', () => {
    const r = complete('{ "flags": { "captcha": true, "CB| } }', false);
    expect(labels(r)).toContain('"CBS3"');
    expect(labels(r)).not.toContain('"captcha"');
    expect(r!.from).toBe('{ "flags": { "captcha": true, '.length);
  });

  it('offers enum values and booleans at a value, also inside lists', () => {
    expect(labels(complete('{ "templates": { "mem_cen": | } }'))).toEqual(
      (schemaAt(schema, ['templates', 'mem_cen'])!.enum ?? []).map((v) => JSON.stringify(v)),
    );
    expect(labels(complete('{ "flags": { "captcha": | } }'))).toEqual(['true', 'false']);
    const r = complete('{ "menus": { "footer": [ { "key": "home" }, { "enabled": | } ] } }');
    expect(labels(r)).toEqual(['true', 'false']);
    expect(r!.options[0]!.detail).toContain('label of /menus/footer/1/enabled');
  });

  it('offers nothing where the schema says nothing', () => {
    expect(complete('{ "nonsense": { | } }')).toBeNull();
    expect(complete('{ "name": "De|mo" }', false)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { overwrittenFields, productionHostOf, promotedDocument, stagingHostsOf } from './environments';

describe('environments (issue 35)', () => {
  it('a staging host stands for the production host after `staging.`', () => {
    expect(productionHostOf('staging.lotus.localhost:8080')).toBe('lotus.localhost:8080');
    expect(productionHostOf('STAGING.localhost')).toBe('localhost');
    expect(productionHostOf('lotus.localhost')).toBeUndefined();
    expect(productionHostOf('staging.')).toBeUndefined();
    expect(stagingHostsOf(['a.test', 'b.test'])).toEqual(['staging.a.test', 'staging.b.test']);
    // No name exists under an IP address: the console offers no `staging.127.0.0.1` link.
    expect(stagingHostsOf(['127.0.0.1', '10.0.0.2:8080', '[::1]:8080', 'localhost:8080'])).toEqual([
      'staging.localhost:8080',
    ]);
  });

  it('a promotion keeps production’s code and hosts', () => {
    const out = promotedDocument(
      { code: 'x', hosts: ['staging-only.test'], name: 'New' },
      { code: 'x', hosts: ['x.test'], name: 'Old' },
    );
    expect(out).toEqual({ code: 'x', hosts: ['x.test'], name: 'New' });
  });

  it('names the production edits since the copy that a promotion would undo, and only those', () => {
    const base = { name: 'A', theme: { colors: { primary: '#111', header: '#222' } }, menu: [1, 2] };
    const live = { name: 'B', theme: { colors: { primary: '#111', header: '#333' } }, menu: [1, 2] };
    // Staging changed the primary colour and kept production's old name and header.
    const next = { name: 'A', theme: { colors: { primary: '#999', header: '#222' } }, menu: [1, 2] };
    expect(overwrittenFields(base, live, next)).toEqual([
      { pointer: '/name', production: 'B', staging: 'A' },
      { pointer: '/theme/colors/header', production: '#333', staging: '#222' },
    ]);
    // Staging already has production's edit: nothing is undone.
    expect(overwrittenFields(base, live, { ...next, name: 'B', theme: live.theme })).toEqual([]);
    // Production unchanged since the copy: nothing to undo.
    expect(overwrittenFields(base, base, next)).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * Guard of lazy-route-schemas.ts: it wraps Fastify's own two compilers, which package.json pins
 * beside Fastify. The wrapper is only safe while the copies it wraps are the ones Fastify itself
 * would use: after a Fastify upgrade whose range moves past the pins, or an install that gives Fastify
 * a copy of its own, this fails (update the pins to what Fastify depends on, then run
 * tests/api/route-schemas.test.ts, which compares the wrapper's answers with Fastify's defaults).
 */
const ROOT = new URL('../', import.meta.url);
const rootRequire = createRequire(new URL('package.json', ROOT));
const fastifyManifestPath = rootRequire.resolve('fastify/package.json');
const fastifyRequire = createRequire(fastifyManifestPath);
// semver is Fastify's own dependency (no types installed): only `satisfies` is used.
const semver = fastifyRequire('semver') as { satisfies(version: string, range: string): boolean };

interface Manifest {
  version: string;
  dependencies?: Record<string, string>;
}
const read = (path: string): Manifest => JSON.parse(readFileSync(path, 'utf8')) as Manifest;
const root = read(new URL('package.json', ROOT).pathname);
const fastify = read(fastifyManifestPath);

describe('lazy route schemas wrap the compilers Fastify uses', () => {
  it.each(['@fastify/ajv-compiler', '@fastify/fast-json-stringify-compiler'])('%s', (name) => {
    const pinned = root.dependencies?.[name];
    const range = fastify.dependencies?.[name];
    expect(pinned, `${name} is pinned in package.json`).toMatch(/^\d+\.\d+\.\d+$/);
    expect(range, `fastify ${fastify.version} depends on ${name}`).toBeDefined();
    // The pin is a version Fastify accepts.
    expect(
      semver.satisfies(pinned!, range!),
      `${name}@${pinned} (package.json) is outside fastify ${fastify.version}'s range ${range}`,
    ).toBe(true);
    // What we import is the pinned version, and Fastify resolves the same copy (none nested of its own).
    const ours = rootRequire.resolve(`${name}/package.json`);
    const theirs = fastifyRequire.resolve(`${name}/package.json`);
    expect(read(ours).version, `installed ${name}`).toBe(pinned);
    expect(theirs, `fastify loads ${name} from ${theirs}, the wrapper from ${ours}`).toBe(ours);
  });
});

#!/usr/bin/env node
// `npm run dev`: rebuilds the renderer and the console on change (vite --watch) and restarts the
// server on change (tsx watch). One port, as in production: http://localhost:8080/m and /admin.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const run = (cmd, args) =>
  spawn(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DEMO_OUTBOX: process.env.DEMO_OUTBOX ?? '1' },
  });
const children = [
  run('npx', ['vite', 'build', '--watch', '-c', 'vite.renderer.config.ts']),
  run('npx', ['vite', 'build', '--watch', '-c', 'vite.console.config.ts']),
  run('npx', ['tsx', 'watch', '--clear-screen=false', 'config-server/server.ts']),
];
const stop = (signal) => children.forEach((c) => c.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

// `npm run dev`: the API with reload on change (port 3000) and Vite with hot reload (port 5173) side by side.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, APP_URL: process.env.APP_URL ?? 'http://localhost:5173' },
    stdio: 'inherit',
  }),
  spawn('npm', ['run', 'dev', '-w', '@chalan/web'], { cwd: root, stdio: 'inherit' }),
];
console.log('Open http://localhost:5173 (API on http://localhost:3000)');
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });

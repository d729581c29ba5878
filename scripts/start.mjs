// `npm start` / `npm run demo`: build the web app if it is missing, then run the server in one process.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const demo = process.argv.includes('--demo');

if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.log('Building the web app (first start)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const env = { ...process.env };
const children = [];
if (demo) {
  env.DEMO = 'true';
  env.DATA_DIR ??= join(root, 'data-demo');
  // The demo's couriers book with tools/fake-courier, run alongside, whose parcels move on their own.
  const port = env.FAKE_COURIER_PORT ?? '4010';
  const fakeUrl = `http://127.0.0.1:${port}`;
  env.STEADFAST_BASE_URL ??= `${fakeUrl}/steadfast/api/v1`;
  env.PATHAO_BASE_URL ??= `${fakeUrl}/pathao`;
  env.REDX_BASE_URL ??= `${fakeUrl}/redx/v1.0.0-beta`;
  env.DEMO_FAKE_COURIER_URL ??= fakeUrl;
  const fake = spawn(process.execPath, ['--import', 'tsx', join(root, 'tools/fake-courier/src/main.ts')], {
    cwd: root,
    env: { ...env, FAKE_COURIER_PORT: port },
    stdio: 'inherit',
  });
  children.push(fake);
  await waitForFake(fakeUrl);
}
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
children.push(server);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code ?? (signal ? 1 : 0));
});

/** The fake answers its control API once it listens. */
async function waitForFake(url) {
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`${url}/_control/accounts`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  console.error(`The fake courier did not start at ${url}`);
  process.exit(1);
}

// `npm run fake-courier`: the fake on FAKE_COURIER_PORT (default 4010) with its demo accounts.
import { startFakeCourier } from './index.ts';

const port = Number(process.env.FAKE_COURIER_PORT ?? 4010);
const host = process.env.FAKE_COURIER_HOST ?? '127.0.0.1';
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`FAKE_COURIER_PORT must be a port number, not "${process.env.FAKE_COURIER_PORT}"`);
  process.exit(1);
}

const fake = await startFakeCourier({ port, host }).catch((error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE') throw error;
  console.error(`Port ${port} is in use: stop what uses it, or set FAKE_COURIER_PORT to another port`);
  process.exit(1);
});
console.log(`Fake courier on ${fake.url} (Steadfast, Pathao, RedX; control at ${fake.url}/_control)`);
console.log('Point the app at it with:');
for (const [name, value] of Object.entries(fake.baseUrls)) console.log(`  ${name}=${value}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void fake.close().then(() => process.exit(0));
  });

// `npm run fake-courier`: the fake on FAKE_COURIER_PORT (default 4010) with its demo accounts, moving
// parcels along by themselves every FAKE_COURIER_AUTO_MS (default 20 s; 0 turns it off).
import { startFakeCourier } from './index.ts';

const env = process.env;
/** A whole number from the environment, or the default; exits with a clear message otherwise. */
function wholeNumber(name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = Number(env[name] ?? fallback);
  if (Number.isInteger(value) && value >= 0 && value <= max) return value;
  console.error(`${name} must be a whole number from 0 to ${max}, not "${env[name]}"`);
  process.exit(1);
}

const port = wholeNumber('FAKE_COURIER_PORT', 4010, 65535);
const host = env.FAKE_COURIER_HOST ?? '127.0.0.1';
const autoMs = wholeNumber('FAKE_COURIER_AUTO_MS', 20_000);
const seed = wholeNumber('FAKE_COURIER_SEED', 1);

const fake = await startFakeCourier({
  port,
  host,
  seed,
  autoAdvance: autoMs > 0 ? { everyMs: autoMs } : undefined,
  pathaoIntegrationSecret: env.FAKE_COURIER_PATHAO_INTEGRATION_SECRET || undefined,
}).catch((error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE') throw error;
  console.error(`Port ${port} is in use: stop what uses it, or set FAKE_COURIER_PORT to another port`);
  process.exit(1);
});
console.log(`Fake courier on ${fake.url} (Steadfast, Pathao, RedX; control at ${fake.url}/_control)`);
console.log(
  autoMs > 0 ? `Parcels move along every ${autoMs} ms (seed ${seed})` : 'Parcels move only on command',
);
console.log(`SMS gateway (BulkSMSBD) at ${fake.sms.url}; what it sent: ${fake.url}/_control/sms/outbox`);
console.log('Point the app at it with:');
for (const [name, value] of Object.entries(fake.baseUrls)) console.log(`  ${name}=${value}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void fake.close().then(() => process.exit(0));
  });

import { lighthouse } from './lighthouse.ts';
const origin = 'http://127.0.0.1:3999';
const res = await fetch(origin + '/api/account/login', { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ email: 'demo@chalan.app', password: 'chalan-demo-2026' }) });
const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
for (const p of process.argv.slice(2)) console.log(JSON.stringify(await lighthouse(origin, p, cookie)));

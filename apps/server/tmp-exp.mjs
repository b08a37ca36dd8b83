import { PGlite } from '@electric-sql/pglite';
import { PgBoss, fromPglite } from 'pg-boss';
let t = performance.now();
const pg = await PGlite.create();
console.log('pglite open', Math.round(performance.now() - t));
t = performance.now();
const boss = new PgBoss({ db: fromPglite(pg), backend: 'pglite', useListenNotify: true, registerInstance: true });
boss.on('error', (e) => console.error('boss error', e));
boss.on('warning', (w) => console.error('boss warning', w.message));
await boss.start();
console.log('boss start', Math.round(performance.now() - t));
t = performance.now();
await boss.createQueue('q1', { notify: true });
console.log('createQueue', Math.round(performance.now() - t));
t = performance.now();
await boss.createQueue('q1', { notify: true });
console.log('createQueue again', Math.round(performance.now() - t));
t = performance.now();
const done = new Promise((res) =>
  boss.work('q1', { pollingIntervalSeconds: 5, notifyPollingIntervalSeconds: 30 }, async (jobs) => {
    res(jobs[0].data);
  }),
);
await boss.send('q1', { a: 1 });
console.log('worked', await done, Math.round(performance.now() - t));
t = performance.now();
await boss.schedule('q1', '* * * * *', { s: 1 });
console.log('schedule', Math.round(performance.now() - t));
// idle CPU
const c0 = process.cpuUsage();
const w0 = performance.now();
let n = 0;
const orig = pg.query.bind(pg);
pg.query = (...a) => {
  n++;
  return orig(...a);
};
const oe = pg.exec.bind(pg);
pg.exec = (...a) => {
  n++;
  return oe(...a);
};
await new Promise((r) => setTimeout(r, Number(process.env.IDLE ?? 20000)));
const c = process.cpuUsage(c0);
const w = performance.now() - w0;
console.log(
  'idle cpu %',
  (((c.user + c.system) / 1000 / w) * 100).toFixed(2),
  'queries',
  n,
  'over',
  Math.round(w),
  'ms',
);
t = performance.now();
await boss.stop({ graceful: true, timeout: 5000 });
console.log('stop', Math.round(performance.now() - t));
await pg.close();

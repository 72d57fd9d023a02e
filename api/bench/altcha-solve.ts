/**
 * How long the contact form's human check takes to solve, at the default difficulty or at
 * ALTCHA_COST. Run: `npx tsx api/bench/altcha-solve.ts [runs]`. It solves on one Node thread
 * with altcha-lib's solver (the same hashing loop the widget runs in each Web Worker).
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { readConfig } from '../src/config';
import { createAltcha } from '../src/contact/altcha';

const runs = Number(process.argv[2] ?? 20);
const maxNumber = process.env.ALTCHA_COST ? Number(process.env.ALTCHA_COST) : readConfig({}).altchaCost;
const altcha = createAltcha({ secret: 'bench-secret', maxNumber });

const times: number[] = [];
let attempts = 0;
for (let i = 0; i < runs; i++) {
  const challenge = await altcha.challenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution');
  times.push(solution.time ?? 0);
  attempts += solution.counter + 1;
  const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  if (!(await altcha.verify(payload)).ok) throw new Error('the solution did not verify');
}
times.sort((a, b) => a - b);
const mean = times.reduce((a, b) => a + b, 0) / runs;
console.log(`difficulty (maxNumber): ${maxNumber}, runs: ${runs}`);
console.log(
  `solve time ms: mean ${mean.toFixed(0)}, median ${times[Math.floor(runs / 2)]!.toFixed(0)}, max ${times.at(-1)!.toFixed(0)}`,
);
console.log(
  `hash rate: ${Math.round(attempts / (times.reduce((a, b) => a + b, 0) / 1000)).toLocaleString('en-US')} attempts/s on one thread`,
);

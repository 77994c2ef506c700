// Throughput of the calculation core: 10 000 agreements of 60 months and 1 000 of 480
// months (1 080 000 schedule rows), each fully calculated (validation, rate, schedule,
// lease calculation, depreciation) in one process. The baseline, measured in the same
// run over the same rows, is a bare loop doing only the annuity recursion
// (balance = balance × (1 + j) − payment), so the ratio says what the exact money
// rules, dates and row objects cost on this machine, whatever the machine.
//
//   npx tsx bench/lease-math/run.ts            (from the repository root)
import { calculateLease, type AgreementInput } from '../../packages/lease-math/src/index.ts';

/** A deterministic spread of agreements over every option (a fixed LCG, no Math.random). */
function agreements(count: number, termInMonths: number, seed: number): AgreementInput[] {
  let state = seed;
  const next = (): number => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const list: AgreementInput[] = [];
  for (let i = 0; i < count; i += 1) {
    const interval = ([0, 1, 2, 3] as const)[Math.floor(next() * 4)] ?? 0;
    const ifrs16 = next() < 0.5;
    const rent = Math.round(1_000 + next() * 50_000_000) / 100 + 1_000;
    const payments = termInMonths / [1, 3, 6, 12][interval]!;
    list.push({
      startingDate: `20${String(20 + Math.floor(next() * 10))}-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`,
      termInMonths,
      rentPaymentAmount: rent,
      paymentInterval: interval,
      paymentDue: next() < 0.5 ? 0 : 1,
      residualValue: next() < 0.5 ? Math.round(rent * 100 * next()) / 100 : 0,
      residualValueSettlement: next() < 0.5 ? 0 : 1,
      rentFreePeriodInMonths: next() < 0.3 ? Math.floor(next() * 6) : 0,
      indexationRate: next() < 0.3 ? Math.round(next() * 500) / 100 : 0,
      accountingStandard: ifrs16 ? 1 : 0,
      rateConvention: next() < 0.5 ? 0 : 1,
      incrementalBorrowingRate: Math.round(next() * 3000) / 10_000,
      // CSI: finance 80 % of the nominal payments, so an implicit rate exists.
      totalEquipmentCost: Math.round(rent * payments * 80) / 100,
      shouldRateBeCalculated: ifrs16 && next() < 0.3,
      initialDirectCosts: Math.round(next() * 100_000) / 100,
      dismantlingProvision: Math.round(next() * 100_000) / 100,
      depreciationMethod: next() < 0.5 ? 0 : 1,
    });
  }
  return list;
}

interface Run {
  rows: number;
  seconds: number;
}

function calculateAll(inputs: readonly AgreementInput[]): Run {
  const started = process.hrtime.bigint();
  let rows = 0;
  for (const input of inputs) {
    const result = calculateLease(input);
    if (!result.ok) throw new Error(`bench agreement rejected: ${JSON.stringify(result.errors)}`);
    rows += result.leaseAmortizations.length;
  }
  return { rows, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

/** The floor: only the annuity recursion, same rows, same rates, no rules, no objects. */
function bareRecursion(inputs: readonly AgreementInput[]): Run & { checksum: number } {
  const started = process.hrtime.bigint();
  let rows = 0;
  let checksum = 0;
  for (const input of inputs) {
    const j = (input.incrementalBorrowingRate ?? 0) / 12;
    const payment = input.rentPaymentAmount;
    let balance = input.totalEquipmentCost ?? 0;
    for (let t = 0; t < input.termInMonths; t += 1) balance = balance * (1 + j) - payment;
    checksum += balance;
    rows += input.termInMonths;
  }
  return { rows, seconds: Number(process.hrtime.bigint() - started) / 1e9, checksum };
}

function best<T extends Run>(times: number, run: () => T): T {
  let fastest: T | null = null;
  for (let i = 0; i < times; i += 1) {
    const r = run();
    if (fastest === null || r.seconds < fastest.seconds) fastest = r;
  }
  if (fastest === null) throw new Error('no run');
  return fastest;
}

const format = (n: number): string => Math.round(n).toLocaleString('en-US');

const short = agreements(10_000, 60, 1);
const long = agreements(1_000, 480, 2);

// One warm-up pass lets the JIT settle before anything is timed.
calculateAll(short.slice(0, 500));
calculateAll(long.slice(0, 50));
bareRecursion(short);

console.log('lease-math bench (one process, best of 3 runs, one core)');
for (const [label, inputs] of [
  ['10 000 agreements × 60 months', short],
  ['1 000 agreements × 480 months', long],
  ['both together', [...short, ...long]],
] as const) {
  const core = best(3, () => calculateAll(inputs));
  const bare = best(3, () => bareRecursion(inputs));
  const ratio = core.seconds / bare.seconds;
  console.log(
    `${label.padEnd(32)} ${format(core.rows)} rows in ${core.seconds.toFixed(3)} s = ${format(core.rows / core.seconds)} rows/s; ` +
      `bare recursion ${format(bare.rows / bare.seconds)} rows/s; ratio ${ratio.toFixed(1)}× (checksum ${bare.checksum.toExponential(3)})`,
  );
}

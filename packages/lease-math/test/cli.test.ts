import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/index.ts';
import { USAGE } from '../src/cli-core.ts';
import { EXAMPLE_A, EXAMPLE_B, EXAMPLE_C, EXAMPLE_D } from './support/agreements.ts';
import type { LeaseOutcome } from '../src/index.ts';

/**
 * The nearest directory above the tests whose node_modules links the bin: the repository root, also when the
 * tests run from a copy of the package (Stryker's sandbox sits inside packages/lease-math).
 */
function findRepositoryRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(resolve(dir, 'node_modules/.bin/lease-calc'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('no node_modules/.bin/lease-calc above the tests');
    dir = parent;
  }
  return dir;
}

const repositoryRoot = findRepositoryRoot();

/** Runs `lease-calc` as npx does after npm install: the linked bin at the repository root. */
function leaseCalc(stdin: string, args: string[] = []): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = execFile(
      resolve(repositoryRoot, 'node_modules/.bin/lease-calc'),
      args,
      { cwd: repositoryRoot },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(stdin);
  });
}

describe('lease-calc', () => {
  it('reproduces DOMAIN §12 A–D through the linked bin', async () => {
    const { code, stdout } = await leaseCalc(JSON.stringify([EXAMPLE_A, EXAMPLE_B, EXAMPLE_C, EXAMPLE_D]), ['--compact']);
    expect(code).toBe(0);
    const [a, b, c, d] = JSON.parse(stdout) as LeaseOutcome[];
    expect(a?.leaseCalculation.implicitRate.toFixed(6)).toBe('0.119294');
    expect(a?.leaseAmortizations[36]).toMatchObject({ openingBalance: 5000.02, interestAmount: -0.02, closingBalance: 0 });
    expect(b?.leaseCalculation.totalPresentValueOfLeasePayments).toBe(517_595.22);
    expect(c?.leaseCalculation.totalPresentValueOfLeasePayments).toBe(405_391.08);
    expect(c?.leaseAmortizations[108]).toMatchObject({ periodNumber: 109, openingBalance: 50_000.02, interestAmount: -0.02, closingBalance: 0 });
    expect(c?.leaseAmortizations.slice(109).every((r) => r.closingBalance === 0 && r.interestAmount === 0)).toBe(true);
    expect(d?.depraciations.map((p) => p.depraciationCharge).filter((v, i, all) => all.indexOf(v) === i)).toEqual([4000, 2400, 1440, 1080]);
  });

  it('prints the calculation, schedule and depreciation of one agreement in wire names', () => {
    const { exitCode, output } = runCli(JSON.stringify(EXAMPLE_B));
    expect(exitCode).toBe(0);
    const out = JSON.parse(output) as Record<string, unknown>;
    expect(Object.keys(out)).toEqual(['leaseCalculation', 'leaseAmortizations', 'depraciations']);
    expect(out).toMatchObject({
      leaseCalculation: { totalPresentValueOfLeasePayments: 517_595.22, costOfEquipment: 532_595.22, ninetyPercenatageTest: 0 },
      leaseAmortizations: expect.arrayContaining([expect.objectContaining({ periodNumber: 13, paymentAmount: 10_300, increaseRate: 0.03 })]),
      depraciations: expect.arrayContaining([expect.objectContaining({ periodNumber: 60, depraciationCharge: 8876.41, beginingOfPeriod: '2029-12-01' })]),
    });
    expect(output.endsWith('\n')).toBe(true);
  });

  it('answers an array with an array, CSI without depreciation rows', () => {
    const { exitCode, output } = runCli(JSON.stringify([EXAMPLE_A, EXAMPLE_B]), { compact: true });
    expect(exitCode).toBe(0);
    expect(output.trim().split('\n')).toHaveLength(1);
    const out = JSON.parse(output) as Array<{ leaseAmortizations: unknown[]; depraciations: unknown[] }>;
    expect(out.map((o) => [o.leaseAmortizations.length, o.depraciations.length])).toEqual([[37, 0], [60, 60]]);
    expect(runCli('[]')).toEqual({ exitCode: 0, output: '[]\n' });
  });

  it('exits 2 with field errors for bad input, naming the agreement of an array', () => {
    const bad = runCli(JSON.stringify({ ...EXAMPLE_A, termInMonths: 35 }));
    expect(bad.exitCode).toBe(2);
    expect(JSON.parse(bad.output)).toEqual({
      success: false,
      errors: [{ propertyName: 'termInMonths', message: expect.stringContaining('multiple') }],
    });
    const inArray = runCli(JSON.stringify([EXAMPLE_A, { ...EXAMPLE_B, startingDate: '2025-02-30' }]));
    expect(inArray.exitCode).toBe(2);
    expect(JSON.parse(inArray.output)).toEqual({
      success: false,
      errors: [{ propertyName: 'startingDate', message: expect.any(String), index: 1 }],
    });
    for (const text of ['', '{', 'null', '42', '"x"']) {
      const r = runCli(text);
      expect(r.exitCode).toBe(2);
      expect(JSON.parse(r.output)).toMatchObject({ success: false, errors: [{ propertyName: '' }] });
    }
  });

  it('prints JSON indented by two spaces unless asked for compact output, errors too', () => {
    const compact = runCli(JSON.stringify(EXAMPLE_A), { compact: true });
    const pretty = runCli(JSON.stringify(EXAMPLE_A));
    expect(pretty).toEqual({ exitCode: 0, output: `${JSON.stringify(JSON.parse(compact.output), null, 2)}\n` });
    const bad = runCli(JSON.stringify({ ...EXAMPLE_A, termInMonths: 35 }), {});
    expect(bad.output).toBe(`${JSON.stringify(JSON.parse(bad.output), null, 2)}\n`);
    expect(bad.output.split('\n').length).toBeGreaterThan(3);
  });

  it.each(['', '{', '{"startingDate":', 'undefined'])('answers text that is no JSON (%j) with the parser\'s reason and what to send', (text) => {
    let reason = '';
    try {
      JSON.parse(text);
    } catch (error) {
      reason = (error as Error).message;
    }
    expect(reason).not.toBe('');
    expect(runCli(text, { compact: true })).toEqual({
      exitCode: 2,
      output: `${JSON.stringify({
        success: false,
        errors: [{ propertyName: '', message: `The input is not valid JSON (${reason}). Send one agreement object or an array of them.` }],
      })}\n`,
    });
  });

  it('explains its input, output and exit code in the usage text that --help prints', () => {
    expect(USAGE).toBe(
      'Usage: lease-calc [--compact] < agreement.json\n\n' +
        'Reads one agreement (a JSON object in the wire names of SPEC.md / DOMAIN.md) or an\n' +
        'array of agreements on stdin and prints, for each,\n' +
        '  { "leaseCalculation": {...}, "leaseAmortizations": [...], "depraciations": [...] }\n' +
        '(an array in, an array out). Bad input: exit code 2 and\n' +
        '  { "success": false, "errors": [{ "propertyName", "message" }] }\n' +
        'on stdout. --compact prints JSON on one line.\n',
    );
  });

  it('runs as the linked bin from the repository root (npx lease-calc)', async () => {
    const ok = await leaseCalc(JSON.stringify({ ...EXAMPLE_A, startingDate: '2025-03-01T00:00:00.000Z' }), ['--compact']);
    expect(ok.code).toBe(0);
    const out = JSON.parse(ok.stdout) as { leaseCalculation: { presentValueOfRent: number }; leaseAmortizations: Array<{ interestAmount: number }> };
    expect(out.leaseCalculation.presentValueOfRent).toBe(97_485.88);
    expect(out.leaseAmortizations[0]?.interestAmount).toBe(900.72);
    const bad = await leaseCalc('{"startingDate":"2025-02-30","termInMonths":12,"rentPaymentAmount":1}');
    expect(bad.code).toBe(2);
    expect(JSON.parse(bad.stdout)).toMatchObject({ success: false, errors: [{ propertyName: 'startingDate' }] });
  }, 30_000);
});

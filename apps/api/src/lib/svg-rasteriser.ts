import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

export type RasteriseOptions = {
  /** The PNG fits within maxSide × maxSide pixels. */
  maxSide: number;
  /** Scale a small drawing up to maxSide (vector art), or only ever down (an embedded raster). */
  upscale: boolean;
  /** Draw text with the fonts installed on this machine (never fetched); off, text is not drawn. */
  systemFonts: boolean;
  /** The child is killed after this long. */
  timeoutMs: number;
};

export type RasteriseResult = { ok: true; png: Buffer } | { ok: false; reason: 'unreadable' | 'timeout' | 'tooLarge'; detail: string };

/**
 * The child's program (plain JavaScript, run with node -e): SVG on stdin, PNG on stdout; when resvg
 * refuses the drawing, its message on stderr and status 2. resvg never fetches http(s) images; local
 * file references are refused before the markup gets here (logo-image.ts).
 */
const childProgram = `
const { Resvg } = require(process.argv[1]);
const options = JSON.parse(process.argv[2]);
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', () => {
  try {
    const svg = Buffer.concat(chunks);
    const base = { font: { loadSystemFonts: false }, logLevel: 'off' };
    const probe = new Resvg(svg, base);
    const longer = Math.max(probe.width, probe.height);
    if (!(longer > 0)) throw new Error('the drawing has no size');
    const scale = options.upscale ? options.maxSide / longer : Math.min(1, options.maxSide / longer);
    const fitTo = probe.width >= probe.height
      ? { mode: 'width', value: Math.max(1, Math.round(probe.width * scale)) }
      : { mode: 'height', value: Math.max(1, Math.round(probe.height * scale)) };
    const font = { loadSystemFonts: options.systemFonts };
    process.stdout.write(new Resvg(svg, { ...base, font, fitTo }).render().asPng());
  } catch (error) {
    process.stderr.write(String(error && error.message ? error.message : error));
    process.exitCode = 2;
  }
});
`;

const resvgModulePath = createRequire(import.meta.url).resolve('@resvg/resvg-js');

/** Far above any PNG of maxSide² pixels; a child writing more than this is stopped. */
const maxOutputBytes = 8 * 1024 * 1024;

/**
 * Renders untrusted SVG in a child process: a render that runs too long is killed (a thread could only
 * be abandoned, still burning CPU), a crash of the native renderer takes down only the child, and the
 * child gets an empty environment, so it never sees the server's secrets.
 */
export function rasteriseSvg(svg: Buffer, options: RasteriseOptions): Promise<RasteriseResult> {
  const { timeoutMs, ...renderOptions } = options;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-e', childProgram, resvgModulePath, JSON.stringify(renderOptions)], {
      env: {},
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let outBytes = 0;
    let err = '';
    let verdict: RasteriseResult | undefined;
    const stop = (result: RasteriseResult) => {
      verdict ??= result;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop({ ok: false, reason: 'timeout', detail: `took longer than ${timeoutMs} ms` }), timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes > maxOutputBytes) stop({ ok: false, reason: 'tooLarge', detail: 'the rendered image is too large' });
      else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (err.length < 1000) err += chunk.toString('utf8');
    });
    // The child may die before reading all of stdin (a kill, a crash): that is its verdict, not ours.
    child.stdin.on('error', () => {});
    child.on('error', (error) => stop({ ok: false, reason: 'unreadable', detail: error.message }));
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (verdict) return resolve(verdict);
      if (code === 0 && outBytes > 0) return resolve({ ok: true, png: Buffer.concat(out) });
      resolve({ ok: false, reason: 'unreadable', detail: err.trim() || `the renderer stopped (${signal ?? `status ${code}`})` });
    });
    child.stdin.end(svg);
  });
}

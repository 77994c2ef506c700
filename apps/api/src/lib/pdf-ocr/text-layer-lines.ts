/**
 * Lines of a page rebuilt from its text layer. A PDF places text in runs anywhere on the page, in any order; a
 * reader wants lines. The runs are turned so the page's main writing direction runs left to right (a page
 * turned by /Rotate or drawn sideways reads as it is meant to be read), grouped by baseline, ordered by x and
 * joined by the width of the gap between them: touching runs join directly, a word gap is one space, and a
 * gap wider than 1.5 average characters (a column of a table) is at least TWO spaces, so columns stay
 * recognisable. Past a column gap, and before a line's first run, the line is padded with spaces to where the run
 * stands on the page, in characters of the page's typical width (as `pdftotext -layout` lays a page out): a
 * table's cells then stand under their header's labels, and a header wrapped over two lines can be put together
 * by column.
 */

/** A run of text in viewport space (y grows downwards): its transform already multiplied by the viewport's. */
export type PlacedRun = { text: string; transform: readonly number[]; width: number };

type Run = { text: string; x: number; end: number; baseline: number; height: number };

/** Wider than this many average characters is a gap between columns. */
const columnGapInCharacters = 1.5;
/** Narrower than this share of an average character is no gap at all (a word split into runs). */
const noGapInCharacters = 0.3;
/** Runs whose baselines differ by less than this share of the smaller font height sit on one line. */
const baselineTolerance = 0.5;

const angleOf = (transform: readonly number[]) => Math.atan2(transform[1] ?? 0, transform[0] ?? 1);

/** The writing direction most of the page's characters follow, in whole degrees (as radians). */
function mainDirection(runs: readonly PlacedRun[]): number {
  const charactersByDegree = new Map<number, number>();
  for (const run of runs) {
    const degree = Math.round((angleOf(run.transform) * 180) / Math.PI);
    charactersByDegree.set(degree, (charactersByDegree.get(degree) ?? 0) + run.text.length);
  }
  let best = 0;
  let bestCount = -1;
  for (const [degree, count] of charactersByDegree) {
    if (count > bestCount) [best, bestCount] = [degree, count];
  }
  return (best * Math.PI) / 180;
}

/** Whitespace inside a run as a reader sees it: one space stays one, a longer stretch is a column gap. */
const normaliseSpaces = (text: string) => text.replace(/\s{2,}/g, '  ').replace(/\s/g, ' ');

function toRun(placed: PlacedRun, cos: number, sin: number): Run | undefined {
  const trimmed = placed.text.trim();
  if (trimmed === '') return undefined;
  const [, , c = 0, d = 0, e = 0, f = 0] = placed.transform;
  // Rotate the origin so the main direction becomes +x; the run's own advance keeps its length.
  const x = e * cos + f * sin;
  const baseline = -e * sin + f * cos;
  const characterWidth = placed.text.length > 0 ? placed.width / placed.text.length : 0;
  const leading = placed.text.length - placed.text.trimStart().length;
  const trailing = placed.text.length - placed.text.trimEnd().length;
  const start = x + leading * characterWidth;
  return { text: normaliseSpaces(trimmed), x: start, end: x + placed.width - trailing * characterWidth, baseline, height: Math.hypot(c, d) };
}

/** Where the page's text is laid out: its left edge and the width of one character column. */
type PageGrid = { left: number; pitch: number };

/**
 * The page's character column: the median width of a character over its runs (a few wide title letters do not
 * stretch the grid), and the leftmost run's start as column 0.
 */
function pageGrid(runs: readonly Run[]): PageGrid {
  const widths = runs
    .filter((run) => run.text.length > 0 && run.end > run.x)
    .map((run) => (run.end - run.x) / run.text.length)
    .sort((a, b) => a - b);
  const median = widths[Math.floor(widths.length / 2)] ?? 1;
  const left = runs.reduce((smallest, run) => Math.min(smallest, run.x), Number.POSITIVE_INFINITY);
  return { left: Number.isFinite(left) ? left : 0, pitch: median > 0 ? median : 1 };
}

/** Lines wider than this many columns are not padded further: no real page is that wide, a hostile one may be. */
const widestLayout = 400;

function joinLine(runs: Run[], grid: PageGrid): string {
  runs.sort((a, b) => a.x - b.x);
  const characters = runs.reduce((sum, run) => sum + run.text.length, 0);
  const averageCharacter = runs.reduce((sum, run) => sum + (run.end - run.x), 0) / Math.max(1, characters);
  const columnOf = (x: number) => Math.min(widestLayout, Math.max(0, Math.round((x - grid.left) / grid.pitch)));
  let line = '';
  let previousEnd = Number.NEGATIVE_INFINITY;
  for (const run of runs) {
    const gap = run.x - previousEnd;
    if (line === '') line = ' '.repeat(columnOf(run.x));
    else if (gap > columnGapInCharacters * averageCharacter) line += ' '.repeat(Math.max(2, columnOf(run.x) - line.length));
    else if (gap > noGapInCharacters * averageCharacter) line += ' ';
    line += run.text;
    previousEnd = Math.max(previousEnd, run.end);
  }
  return line.trimEnd();
}

/** The page's lines, top to bottom. */
export function linesFromTextRuns(placedRuns: readonly PlacedRun[]): string[] {
  const direction = mainDirection(placedRuns);
  const [cos, sin] = [Math.cos(direction), Math.sin(direction)];
  const runs = placedRuns.map((run) => toRun(run, cos, sin)).filter((run): run is Run => run !== undefined);
  runs.sort((a, b) => a.baseline - b.baseline || a.x - b.x);
  const lines: Run[][] = [];
  for (const run of runs) {
    const current = lines.at(-1);
    const first = current?.[0];
    if (current && first && run.baseline - first.baseline <= Math.max(1, baselineTolerance * Math.min(first.height, run.height))) current.push(run);
    else lines.push([run]);
  }
  const grid = pageGrid(runs);
  return lines.map((line) => joinLine(line, grid)).filter((line) => line.trim() !== '');
}

// The Node versions LeaseDesk runs on are the `engines` range of the root package.json: one place to change them.
// npm itself only warns about engines, so every entry point checks before it loads anything else.
import { readFileSync } from 'node:fs';

const rootPackage = new URL('../package.json', import.meta.url);

/** The lowest version the `engines.node` range allows: only the `>=major.minor[.patch]` form is used here. */
export function lowestSupported(range) {
  const match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  if (!match) throw new Error(`engines.node must read ">=major.minor", not "${range}"`);
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

export function isSupported(version, range) {
  const running = version.replace(/^v/, '').split('.').map(Number);
  const lowest = lowestSupported(range);
  for (let part = 0; part < 3; part += 1) {
    if ((running[part] ?? 0) !== lowest[part]) return (running[part] ?? 0) > lowest[part];
  }
  return true;
}

/** One line saying what to install, or null when this Node will do. */
export function unsupportedNodeMessage(version = process.versions.node) {
  const range = JSON.parse(readFileSync(rootPackage, 'utf8')).engines.node;
  if (isSupported(version, range)) return null;
  return `LeaseDesk needs Node ${range.replace(/^>=\s*/, '')} or newer (Node 24 LTS recommended); this is Node ${version.replace(/^v/, '')}.`;
}

export function exitUnlessSupportedNode() {
  const message = unsupportedNodeMessage();
  if (message) {
    console.error(message);
    process.exit(1);
  }
}

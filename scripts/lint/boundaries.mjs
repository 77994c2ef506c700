// The layering of DESIGN §2 as an ESLint rule: which part of the repository a file belongs to
// decides what it may import. Paths are resolved relative to the linted file, so the rule needs
// no resolver and works the same on the repository and on the lint test's fixture tree.
import path from 'node:path';

// A "unit" is one API module or one web feature: what it owns may be imported by others only
// through its public face, the unit's own index file.
const unitRoots = [
  { root: 'apps/api/src/modules/', kind: 'module' },
  { root: 'apps/web/src/features/', kind: 'feature' },
];

// Shared layers that sit below every unit and must never reach up into one.
const sharedLayers = ['apps/api/src/lib/', 'apps/api/src/db/', 'apps/web/src/lib/', 'apps/web/src/components/'];

const packages = ['packages/contract/', 'packages/lease-math/'];

function relativeToRepository(absolute, cwd) {
  return path.relative(cwd, absolute).split(path.sep).join('/');
}

function unitOf(repositoryPath) {
  for (const { root, kind } of unitRoots) {
    if (!repositoryPath.startsWith(root)) continue;
    const [name, ...rest] = repositoryPath.slice(root.length).split('/');
    if (!name) return undefined;
    return { kind, name, root, inside: rest.join('/') };
  }
  return undefined;
}

// `../contractors` (the folder) resolves to its index file as `../contractors/index` does.
function isPublicFace(inside) {
  return inside === '' || inside === 'index' || /^index\.(?:ts|tsx)$/.test(inside);
}

function isTestFile(repositoryPath) {
  return /\.test\.(?:ts|tsx)$/.test(repositoryPath) || repositoryPath.includes('/test/');
}

function violation(importer, imported) {
  const from = unitOf(importer);
  const to = unitOf(imported);
  if (to && !(from && from.root === to.root && from.name === to.name) && !isPublicFace(to.inside)) {
    return { messageId: 'internals', data: { kind: to.kind, name: to.name } };
  }
  const layer = sharedLayers.find((shared) => importer.startsWith(shared));
  if (layer && to) return { messageId: 'sharedReachesUp', data: { layer: layer.slice(0, -1), kind: to.kind, name: to.name } };
  const ownPackage = packages.find((pkg) => importer.startsWith(pkg));
  if (ownPackage && imported.startsWith('apps/')) return { messageId: 'packageReachesApp', data: { pkg: ownPackage.slice(0, -1) } };
  if (importer.startsWith('apps/web/') && imported.startsWith('apps/api/')) return { messageId: 'acrossApps', data: { from: 'web', to: 'api' } };
  if (importer.startsWith('apps/api/') && imported.startsWith('apps/web/')) return { messageId: 'acrossApps', data: { from: 'api', to: 'web' } };
  return undefined;
}

const appPackageNames = /^@leasedesk\/(?:api|web)(?:\/|$)/;

export const boundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layering of DESIGN §2: other units only through their public face, shared code never imports a unit, the packages never import the apps.' },
    schema: [],
    messages: {
      internals: "Import the {{kind}} '{{name}}' through its public face (its index file), not its internals.",
      sharedReachesUp: "{{layer}} sits below the {{kind}}s and must not import the {{kind}} '{{name}}'.",
      packageReachesApp: '{{pkg}} must not import anything of the apps.',
      acrossApps: 'The {{from}} app must not import the {{to}} app: share through packages/contract.',
    },
  },
  create(context) {
    const cwd = context.cwd;
    const filename = context.filename;
    const importer = relativeToRepository(filename, cwd);
    if (isTestFile(importer) && !importer.startsWith('apps/web/src/')) return {};

    function check(node, source) {
      if (typeof source !== 'string') return;
      if (appPackageNames.test(source) && packages.some((pkg) => importer.startsWith(pkg))) {
        context.report({ node, messageId: 'packageReachesApp', data: { pkg: packages.find((pkg) => importer.startsWith(pkg)).slice(0, -1) } });
        return;
      }
      if (!source.startsWith('.')) return;
      const imported = relativeToRepository(path.resolve(path.dirname(filename), source), cwd);
      const problem = violation(importer, imported);
      if (problem) context.report({ node, ...problem });
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export const boundariesPlugin = { rules: { layering: boundariesRule } };

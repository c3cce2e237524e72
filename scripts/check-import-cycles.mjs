// Fails when relative imports between the project's own files form a cycle. Part of `npm run lint`.
// A small text scan is enough: every import here is a static `import … from '…'` or `import('…')`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(new URL('..', import.meta.url).pathname);
const roots = ['packages/shared/src', 'apps/server/src', 'apps/web/src'].map((p) => join(root, p));
const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(full);
  }
};
roots.forEach(walk);

const resolveImport = (from, spec) => {
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (p) => existsSync(p) && statSync(p).isFile(),
  );
};
const graph = new Map(
  files.map((file) => {
    const text = readFileSync(file, 'utf8');
    const specs = [
      ...text.matchAll(/(?:^|\n)\s*import\s+(?!type\b)[^'";]*?from\s+'(\.[^']+)'|import\('(\.[^']+)'\)/g),
    ];
    return [file, specs.map((m) => resolveImport(file, m[1] ?? m[2])).filter(Boolean)];
  }),
);

const state = new Map(); // 1 visiting, 2 done
const cycles = [];
const visit = (file, path) => {
  state.set(file, 1);
  for (const next of graph.get(file) ?? []) {
    if (state.get(next) === 1) cycles.push([...path.slice(path.indexOf(next)), next]);
    else if (!state.get(next)) visit(next, [...path, next]);
  }
  state.set(file, 2);
};
for (const file of files) if (!state.get(file)) visit(file, [file]);

if (cycles.length) {
  for (const c of cycles) console.error(`import cycle: ${c.map((f) => relative(root, f)).join(' → ')}`);
  process.exit(1);
}
console.log(`no import cycles among ${files.length} files`);

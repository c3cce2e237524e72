// Appends a run of `npm run bench` to bench/RESULTS.md: when, on what machine, the command, the
// table and the notes, so figures can be compared from run to run.
import { appendFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { root } from './start-shop.mjs';

export function machine() {
  const cores = cpus();
  const model = cores[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  const gb = (totalmem() / 1024 ** 3).toFixed(1);
  return `${cores.length} × ${model}, ${gb} GB, Node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} at the end`;
}

export function appendResults({ started, argv, runs, table, notes, missed }) {
  const command = ['npm run bench', ...(argv.length ? ['--', ...argv] : [])].join(' ');
  const minutes = ((Date.now() - started.getTime()) / 60000).toFixed(1);
  const text = [
    '',
    `### ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC — \`${command}\``,
    '',
    `${machine()}; ${minutes} min; Lighthouse figures are the median of ${runs} run(s) a page. ` +
      (missed ? `**${missed} budget(s) missed.**` : 'Every budget kept.'),
    '',
    table,
    '',
    ...notes.map((n) => `- ${n}`),
    '',
  ].join('\n');
  appendFileSync(join(root, 'bench/RESULTS.md'), text);
}

// One INP scenario file (perf/inp/<name>.ts) on its own, for the engineer working on it: five fresh pages as the
// INP benchmark measures them (its phone or desktop, prepare() first, 4× CPU), the median, least and every run.
// It is perf/inp-ab.ts with a single arm, this checkout. Figures on a busy machine are upper bounds.
//   npx tsx perf/inp-one.ts perf/inp/open-lightbox.ts
import { interleaved } from './inp-ab';

const file = process.argv[2];
if (!file) throw new Error('usage: npx tsx perf/inp-one.ts perf/inp/<scenario>.ts');
await interleaved(5, [`.:${file}`]);

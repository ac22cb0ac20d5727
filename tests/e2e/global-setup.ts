// Build once before the e2e files run (npm test builds first and sets LP_SKIP_BUILD=1).
import { build } from '../../esbuild.config';

export default async function setup(): Promise<void> {
  if (process.env.LP_SKIP_BUILD !== '1') await build();
}

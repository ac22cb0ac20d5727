// The entry a page loads (dist/frontend/boot.js, or dist/builder/boot.js in the builder preview).
import { boot } from '../core/boot';
import { table } from '../modules/table';

boot(table);

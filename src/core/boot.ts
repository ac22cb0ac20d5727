// Boot: read the server globals, find module roots, hand them to the registry. No module work here.
import { createContext } from './context';
import { startRegistry } from './registry';
import type { RegistryEntry } from './types';

export function boot(table: RegistryEntry[]): void {
  const start = () => {
    try {
      startRegistry(table, createContext());
    } catch (err) {
      console.error('[lightpage] boot failed', err);
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}

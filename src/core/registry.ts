// Finds module roots with one combined selector and loads each module's chunk only when it matters:
// the root comes within one viewport of being seen, or the visitor shows intent on it (pointerdown,
// focusin, keydown). A click or key press that lands before the chunk has arrived is held and replayed
// once the module is mounted, so the visitor's first tap is never lost. Mounts are spread over tasks.
import { yieldToMain } from './yield';
import type { Cleanup, ModuleContext, RegistryEntry } from './types';

interface Pending {
  entries: RegistryEntry[];
  state: 'waiting' | 'loading' | 'mounted';
  held: Event[];
  stopObserving?: Cleanup;
}

export interface Registry {
  /** Load and mount every module on this root now (fragment naming it, intent). */
  load(root: Element): Promise<void>;
  roots: Map<Element, Pending>;
}

/** Modules load when their root is within one viewport of being seen. */
const LOAD_ROOT_MARGIN = '100% 0px 100% 0px';
const INTENT = ['pointerdown', 'focusin', 'keydown'] as const;
const REPLAY = ['click', 'keydown'] as const;

export function startRegistry(table: RegistryEntry[], getContext: () => Promise<ModuleContext>, doc: Document = document): Registry {
  const roots = new Map<Element, Pending>();
  const mountQueue: (() => void)[] = [];
  let draining = false;
  // The registry's own observer: boot does not carry the scheduler, and no one else uses this margin.
  const io = new IntersectionObserver((entries) => {
    for (const e of entries) if (e.isIntersecting) load(e.target);
  }, { rootMargin: LOAD_ROOT_MARGIN });

  for (const el of doc.querySelectorAll(table.map((e) => e.selector).join(','))) {
    const entries = table.filter((e) => el.matches(e.selector));
    roots.set(el, { entries, state: 'waiting', held: [], stopObserving: () => io.unobserve(el) });
    io.observe(el);
  }

  function rootOf(target: EventTarget | null): Element | undefined {
    for (let el = target instanceof Element ? target : null; el; el = el.parentElement) {
      if (roots.get(el)?.state !== undefined && roots.get(el)!.state !== 'mounted') return el;
    }
  }

  for (const type of INTENT) {
    doc.addEventListener(type, (e) => {
      const root = rootOf(e.target);
      if (root) load(root);
    }, { capture: true, passive: true });
  }
  // A click or key press on a root that is still loading is held, then replayed after mount.
  for (const type of REPLAY) {
    doc.addEventListener(type, (e) => {
      const root = rootOf(e.target);
      const p = root && roots.get(root);
      if (!p || !e.isTrusted) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      p.held.push(e);
      load(root!);
    }, { capture: true });
  }

  async function load(root: Element): Promise<void> {
    const p = roots.get(root);
    if (!p || p.state !== 'waiting') return;
    p.state = 'loading';
    p.stopObserving?.();
    const [ctx, ...chunks] = await Promise.all([
      getContext(),
      ...p.entries.map((entry) =>
        entry.load().catch((err) => {
          console.error(`[lightpage] module ${entry.name} failed to load`, err);
          return null;
        }),
      ),
    ]);
    await new Promise<void>((resolve) => {
      mountQueue.push(() => {
        chunks.forEach((chunk, i) => {
          if (!chunk) return;
          try {
            chunk.mount(root as HTMLElement, ctx);
          } catch (err) {
            console.error(`[lightpage] module ${p.entries[i].name} failed to mount`, err);
          }
        });
        p.state = 'mounted';
        replay(p);
        resolve();
      });
      drain();
    });
  }

  async function drain(): Promise<void> {
    if (draining) return;
    draining = true;
    while (mountQueue.length) {
      mountQueue.shift()!();
      await yieldToMain();
    }
    draining = false;
  }

  return { load, roots };
}

function replay(p: Pending): void {
  const held = p.held.splice(0);
  for (const e of held) {
    const target = e.target as HTMLElement;
    if (!target.isConnected) continue;
    if (e.type === 'click') target.click();
    else target.dispatchEvent(new KeyboardEvent(e.type, e as KeyboardEvent));
  }
}

// Start once the document is parsed, whatever the script tag or a script loader in front of it says.
// Loaders (a CDN's "rocket" loader) replay scripts late and patch document.readyState and
// document/window.addEventListener on the instances, so DOMContentLoaded may have fired long ago, or may
// never reach a listener added the usual way: read the state and listen through the prototypes. A page
// that runs the entry twice (a loader's replay, two tags) starts once.

const KEY = Symbol.for('lightpage.boot');

/** The document's real readyState, past any instance patch. */
function readyState(doc: Document): DocumentReadyState {
  try {
    return Object.getOwnPropertyDescriptor(Document.prototype, 'readyState')!.get!.call(doc) as DocumentReadyState;
  } catch {
    return doc.readyState;
  }
}

/** addEventListener past a patch on the instance: the prototype's own. */
export const listen = (target: EventTarget, type: string, fn: () => void, once = true) =>
  ((Object.getPrototypeOf(target) as EventTarget).addEventListener ?? target.addEventListener).call(target, type, fn, { once });

/** Run `fn` once the DOM is parsed; false (and nothing runs) when the entry has already started on this page. */
export function whenParsed(fn: () => void, doc: Document = document): boolean {
  const win = (doc.defaultView ?? window) as unknown as Record<symbol, boolean>;
  if (win[KEY]) return false;
  win[KEY] = true;
  let started = false;
  const go = () => {
    if (started || readyState(doc) === 'loading') return;
    started = true;
    fn();
  };
  go();
  listen(doc, 'DOMContentLoaded', go);
  listen(win as unknown as Window, 'load', go);
  return true;
}

export { readyState };

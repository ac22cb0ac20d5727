// The builder preview shows the page; it must not leave it. One capture-phase listener on the document
// cancels every link navigation (a plain click, a middle click, Enter on a link) and every form submission
// before anything else sees it. Links to an anchor on this same page still scroll there, and modules still
// get their events (a contact form still shows its errors; it never sends in the preview). Loaded by boot
// only in the preview.
export function isSamePageAnchor(a: HTMLAnchorElement, loc: Location = location): boolean {
  const href = a.getAttribute('href') ?? '';
  if (href.startsWith('#')) return true;
  return a.origin === loc.origin && a.pathname === loc.pathname && a.search === loc.search && a.hash !== '';
}

export function guardPreview(doc: Document = document): () => void {
  const onClick = (e: Event) => {
    const a = (e.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    if (a && !isSamePageAnchor(a, doc.location)) e.preventDefault();
  };
  const onSubmit = (e: Event) => e.preventDefault();
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('auxclick', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  return () => {
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('auxclick', onClick, true);
    doc.removeEventListener('submit', onSubmit, true);
  };
}

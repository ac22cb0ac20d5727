// The theme's post-back: POST the fields to the form's action address and take `#<container id>` out of the
// page that comes back (jQuery's .load("<url> #id > *") without jQuery). Any answer that is a page is
// parsed, error pages included: the theme shows the matching element of an error response too.
export type PostBackResult =
  | { kind: 'page'; ok: boolean; status: number; container: Element | null }
  | { kind: 'offline' | 'timeout' };

export async function postBack(url: string, body: URLSearchParams, containerId: string, timeoutMs: number): Promise<PostBackResult> {
  const ctl = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => ((timedOut = true), ctl.abort()), timeoutMs);
  try {
    const res = await fetch(url, { method: 'POST', body, credentials: 'same-origin', signal: ctl.signal });
    const html = await res.text();
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return { kind: 'page', ok: res.ok, status: res.status, container: containerId ? doc.getElementById(containerId) : null };
  } catch {
    return { kind: timedOut ? 'timeout' : 'offline' };
  } finally {
    clearTimeout(timer);
  }
}

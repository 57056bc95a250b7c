import vi from '@locales/vi/targeting.json';
import en from '@locales/en/targeting.json';
import { formatDate } from '@core/dates';
import './why.css';
import { watchPreview } from './preview-watch';

/**
 * "Why is this here?" (issue 16), loaded only on support preview pages: a toggle, then a tap on
 * anything the config decides (elements with `data-config-path`) shows the config path and the
 * version that put it there (GET /api/preview/why, authorised by the page's preview token).
 * Plain DOM and no imports from the app: this chunk changes nothing in how the player's bundle splits.
 */
type Texts = typeof en.why;
const textsOf = (): Texts => (document.documentElement.lang.startsWith('vi') ? vi.why : en.why);
const fill = (s: string, p: Record<string, string | number>) =>
  s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(p[k] ?? ''));

interface Why {
  path: string;
  current?: number;
  since?: { version: number; author: string; origin: string; at: string; approvedBy?: string };
  sinceOldestKept: boolean;
  isDefault: boolean;
  draft: boolean;
}
/** The rollout that decides a path for this player (computed by the app, which has the context). */
export type RolloutOf = (
  path: string,
) => { id: string; index: number; forced: boolean; segment?: string } | undefined;

async function ask(token: string, path: string): Promise<Why> {
  const q = new URLSearchParams({ preview: token, path });
  const res = await fetch(`/api/preview/why?${q.toString()}`, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(String(res.status));
  return (await res.json()) as Why;
}

const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> & Record<string, unknown> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props))
    if (k.startsWith('data-') || k.startsWith('aria-') || k === 'role') node.setAttribute(k, String(v));
    else (node as unknown as Record<string, unknown>)[k] = v;
  node.append(...children);
  return node;
};

const labelOf = (node: Element): string => {
  const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
  return node.getAttribute('aria-label') ?? (text.length > 80 ? `${text.slice(0, 79)}…` : text);
};

/**
 * A support preview's tools, one chunk loaded on preview pages only: "why is this here?" and the
 * watch that shows at once when the preview's link is revoked (issue 35 item 13).
 */
export function mountPreviewTools(token: string, rolloutOf: RolloutOf, merchantCode: string): void {
  mountWhy(token, rolloutOf);
  watchPreview(token, merchantCode);
}

function mountWhy(token: string, rolloutOf: RolloutOf): void {
  const root = el('div', { id: 'why-root' });
  document.body.appendChild(root);
  let on = false;
  let panel: HTMLElement | undefined;
  const toggle = el('button', { type: 'button', className: 'why-toggle', 'aria-pressed': 'false' });
  const hint = el('p', { className: 'why-hint', role: 'status', hidden: true });
  root.append(toggle, hint);
  const close = () => {
    panel?.remove();
    panel = undefined;
    hint.hidden = !on;
  };
  const render = () => {
    const tx = textsOf();
    toggle.textContent = on ? tx.toggleOn : tx.toggle;
    toggle.setAttribute('aria-pressed', String(on));
    hint.textContent = tx.hint;
    hint.hidden = !on || !!panel;
    document.documentElement.classList.toggle('why-on', on);
  };
  toggle.addEventListener('click', () => {
    on = !on;
    close();
    render();
  });

  const show = (node: Element, path: string) => {
    const tx = textsOf();
    close();
    hint.hidden = true;
    const date = (at: string) => formatDate(at, 'dayTime');
    const version = el('dd', { 'data-testid': 'why-version', 'aria-busy': 'true' }, tx.loading);
    const notes = el('div');
    const rollout = rolloutOf(path);
    panel = el(
      'div',
      { className: 'why-panel', role: 'dialog', 'aria-labelledby': 'why-title' },
      el('h2', { id: 'why-title' }, tx.title),
      el(
        'dl',
        {},
        el('dt', {}, tx.element),
        el('dd', {}, labelOf(node) || '—'),
        el('dt', {}, tx.path),
        el('dd', {}, el('code', { 'data-testid': 'why-path' }, path)),
        el('dt', {}, tx.version),
        version,
      ),
      notes,
      el('button', { type: 'button', onclick: close }, tx.close),
    );
    root.append(panel);
    Promise.all([ask(token, path), rollout ? ask(token, `/rollouts/${rollout.index}`) : undefined])
      .then(([field, r]) => {
        const s = field.since;
        version.textContent = !s
          ? tx.failed
          : field.isDefault
            ? fill(tx.defaultLine, { version: s.version })
            : field.sinceOldestKept && s.version > 1
              ? fill(tx.versionOldest, { version: s.version, date: date(s.at) })
              : fill(tx.versionLine, { version: s.version, author: s.author, date: date(s.at) });
        if (s?.approvedBy && !field.isDefault)
          notes.append(
            el('p', { 'data-testid': 'why-approved' }, fill(tx.approvedBy, { name: s.approvedBy })),
          );
        if (field.current !== undefined)
          notes.append(el('p', {}, fill(tx.current, { version: field.current })));
        if (field.draft) notes.append(el('p', { className: 'why-warn' }, tx.draft));
        if (rollout) {
          const side = rollout.forced ? tx.rolloutForced : tx.rolloutAudience;
          // Issue 35: the segment the rollout targets, by the name operators gave it.
          const segment = rollout.segment ? ` ${fill(tx.rolloutSegment, { name: rollout.segment })}` : '';
          const since = r?.since
            ? ` ${fill(tx.rolloutSince, { version: r.since.version, author: r.since.author })}`
            : '';
          notes.append(
            el(
              'p',
              { className: 'why-warn', 'data-testid': 'why-rollout' },
              `${fill(tx.rollout, { id: rollout.id, side })}${segment}${since}`,
            ),
          );
        }
      })
      .catch(() => {
        version.textContent = tx.failed;
      })
      .finally(() => version.setAttribute('aria-busy', 'false'));
  };

  // Capture phase: the tap explains the element instead of doing what it does.
  document.addEventListener(
    'click',
    (e) => {
      const target = e.target as Element | null;
      if (!on || !target || root.contains(target)) return;
      const node = target.closest('[data-config-path]');
      const path = node?.getAttribute('data-config-path');
      if (!node || !path) return;
      e.preventDefault();
      e.stopPropagation();
      show(node, path);
    },
    true,
  );
  render();
  // A popup is a modal <dialog>: everything outside it is inert and under it. The overlay goes into
  // the top open dialog while there is one (and back to the page after), so it stays on top and usable.
  const follow = () => {
    const open = [...document.querySelectorAll('dialog[open]')].filter((d) => !root.contains(d));
    const home = open.at(-1) ?? document.body;
    if (root.parentElement !== home) home.append(root);
  };
  new MutationObserver(follow).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['open'],
  });
  // The page language may change after mount (the preview's language): follow it.
  new MutationObserver(render).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['lang'],
  });
}

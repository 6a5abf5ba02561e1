import { SHEET_EXIT_MS } from "@/components/ui/sheet";

/**
 * What must work before React hydrates: the header turning solid, the side sheets, and Search links
 * that import the search dialog's code on the first sign of intent. Sent as source text, so it may
 * use nothing from this module: its settings arrive as arguments.
 */
function pageBehaviour(exitMs: number) {
  const doc = document;

  const header = doc.querySelector<HTMLElement>("[data-solid-after]");
  if (header) {
    const limit = Number(header.dataset.solidAfter);
    const update = () => {
      const solid = String(window.scrollY > limit);
      if (header.dataset.solid !== solid) header.dataset.solid = solid;
    };
    // Only on scroll: reading scrollY while the page is parsed would force a layout before the first frame.
    window.addEventListener("scroll", update, { passive: true });
  }

  const isSheet = (node: unknown): node is HTMLDialogElement =>
    node instanceof HTMLDialogElement && node.hasAttribute("data-sheet");
  for (const opener of Array.from(doc.querySelectorAll("[data-sheet-open]"))) opener.setAttribute("aria-expanded", "false");
  // The control that last opened a sheet, else its first.
  const openedBy = new WeakMap<HTMLDialogElement, HTMLElement>();
  const openerOf = (sheet: HTMLDialogElement) => openedBy.get(sheet) ?? doc.querySelector<HTMLElement>(`[data-sheet-open="${sheet.id}"]`);
  const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

  // A sheet is painted open non-modal first, since showModal() restyles the whole page as inert, and
  // is reopened modal right after that frame; it traps Tab and Escape itself meanwhile (below).
  const makeModal = (sheet: HTMLDialogElement) => {
    if (!sheet.open || sheet.matches(":modal") || sheet.dataset.state !== "open") return;
    const focused = doc.activeElement instanceof HTMLElement && sheet.contains(doc.activeElement) ? doc.activeElement : null;
    const field = focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement ? focused : null;
    const selection = field && ([field.selectionStart, field.selectionEnd, field.selectionDirection] as const);
    // With focus outside it, closing a non-modal dialog moves focus nowhere and forces no style update.
    focused?.blur();
    sheet.close();
    sheet.showModal();
    focused?.focus({ preventScroll: true });
    if (field && selection && selection[0] !== null && selection[1] !== null) field.setSelectionRange(selection[0], selection[1], selection[2] ?? undefined);
  };
  const open = (sheet: HTMLDialogElement, opener = openerOf(sheet)) => {
    if (sheet.open) return;
    sheet.show();
    sheet.dataset.state = "open";
    if (opener) openedBy.set(sheet, opener);
    opener?.setAttribute("aria-expanded", "true");
    requestAnimationFrame(() => window.setTimeout(() => makeModal(sheet)));
  };
  const close = (sheet: HTMLDialogElement) => {
    if (!sheet.open || sheet.dataset.state === "closing") return;
    sheet.dataset.state = "closing";
    openerOf(sheet)?.setAttribute("aria-expanded", "false");
    window.setTimeout(() => sheet.open && sheet.close(), reducedMotion() ? 0 : exitMs);
  };

  // Dialog events do not bubble: listen in the capture phase.
  doc.addEventListener(
    "close",
    (event) => {
      const sheet = event.target;
      // Open again: this was the close before it was made modal.
      if (!isSheet(sheet) || sheet.open) return;
      sheet.dataset.state = "closed";
      const opener = openerOf(sheet);
      opener?.setAttribute("aria-expanded", "false");
      opener?.focus({ preventScroll: true });
    },
    true,
  );
  doc.addEventListener(
    "cancel",
    (event) => {
      // Escape: the animated close instead of the instant native one.
      if (!isSheet(event.target)) return;
      event.preventDefault();
      close(event.target);
    },
    true,
  );
  const search = doc.querySelector<HTMLElement>("[data-search-src]");
  let searchDialog: Promise<HTMLDialogElement> | null = null;
  let typedEarly: string | null = null;
  const loadSearch = (opener: HTMLElement) =>
    (searchDialog ??= (
      import(/* webpackIgnore: true */ /* turbopackIgnore: true */ opener.dataset.searchSrc!) as Promise<{
        mount: (opener: HTMLElement) => HTMLDialogElement;
      }>
    ).then(
      (module) => module.mount(opener),
      (error: unknown) => {
        searchDialog = null;
        throw error;
      },
    ));
  const openSearch = (opener: HTMLElement) => {
    typedEarly ??= "";
    loadSearch(opener).then(
      (dialog) => {
        open(dialog, opener);
        const field = dialog.querySelector("input")!;
        if (typedEarly) {
          field.value += typedEarly;
          field.dispatchEvent(new Event("input"));
        }
        typedEarly = null;
      },
      // Without the dialog's code (offline, say) the control is the link it was.
      () => {
        typedEarly = null;
        window.location.href = opener.getAttribute("href")!;
      },
    );
  };
  const makeButton = (control: HTMLElement) => {
    const attributes = { role: "button", "aria-haspopup": "dialog", "aria-expanded": "false", "aria-keyshortcuts": "/ Control+K Meta+K", "data-sheet-open": "site-search" };
    for (const [name, value] of Object.entries(attributes)) control.setAttribute(name, value);
  };
  if (search) {
    makeButton(search);
    // A page's own controls (the not-found page's) are parsed after this script.
    doc.addEventListener("DOMContentLoaded", () => doc.querySelectorAll<HTMLElement>("[data-search-src]").forEach(makeButton));
    const intent = (event: Event) => {
      const control = event.target instanceof Element && event.target.closest<HTMLElement>("[data-search-src]");
      if (control) loadSearch(control).catch(() => {});
    };
    doc.addEventListener("pointerover", intent);
    doc.addEventListener("focusin", intent);
    doc.addEventListener("keydown", (event) => {
      const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
      if (typedEarly !== null && plain && event.key.length === 1) {
        event.preventDefault();
        typedEarly += event.key;
        return;
      }
      const target = event.target as HTMLElement;
      const typing = target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
      const control = target.dataset?.searchSrc ? target : search;
      const shortcut =
        (!plain && !event.altKey && event.key.toLowerCase() === "k") ||
        (plain && event.key === "/" && !typing) ||
        (control === target && event.key === " ");
      if (!shortcut || doc.querySelector("dialog[open]")) return;
      event.preventDefault();
      openSearch(control);
    });
  }

  doc.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const searchControl = target.closest<HTMLElement>("[data-search-src]");
    if (searchControl) {
      event.preventDefault();
      openSearch(searchControl);
      return;
    }
    const opener = target.closest("[data-sheet-open]");
    if (opener) {
      const sheet = doc.getElementById(opener.getAttribute("data-sheet-open") ?? "");
      event.preventDefault();
      if (isSheet(sheet)) open(sheet);
      return;
    }
    const sheet = target.closest("dialog");
    if (!isSheet(sheet) || !sheet.open) return;
    if (target.closest("[data-sheet-close]")) event.preventDefault();
    if (target === sheet || target.closest("[data-sheet-close]") || target.closest("a[href]")) close(sheet);
  });
  doc.addEventListener("keydown", (event) => {
    if (event.key !== "Tab" && event.key !== "Escape") return;
    const sheet = doc.querySelector<HTMLDialogElement>("dialog[data-sheet][open]");
    if (!sheet) return;
    if (event.key === "Escape") {
      // A modal sheet hears Escape as its cancel event (above); this is the frame before.
      if (!sheet.matches(":modal")) {
        event.preventDefault();
        close(sheet);
      }
      return;
    }
    const items = Array.from(
      sheet.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
      ),
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = doc.activeElement;
    if (event.shiftKey ? active === first || !sheet.contains(active) : active === last || !sheet.contains(active)) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  });
}

export function pageScript(): string {
  return `(${pageBehaviour.toString()})(${SHEET_EXIT_MS});`;
}

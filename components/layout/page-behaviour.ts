import { SHEET_EXIT_MS } from "@/components/ui/sheet";

/**
 * What must work from the first frame, before React has hydrated (the framework's scripts load
 * after the first paint): the header turning solid on scroll, and every side sheet opening,
 * trapping focus and closing. It listens on the document, so it covers elements parsed after it,
 * and it changes only attributes that the components mark with suppressHydrationWarning.
 *
 * It also makes the header's Search link the button that opens the search dialog: the dialog's
 * code is imported on the first sign of intent (pointer over the control, focus on it, or a
 * shortcut: "/" outside a text field, Ctrl+K, Cmd+K), and never before.
 *
 * The function is sent to the browser as its source text, so it must not use anything from the
 * module around it: its settings arrive as arguments.
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
    // Only on scroll: the page opens at the top, and a restored position or a jump to a section
    // scrolls too. Reading scrollY while the page is parsed would force a layout of the page so
    // far before the first frame.
    window.addEventListener("scroll", update, { passive: true });
  }

  const isSheet = (node: unknown): node is HTMLDialogElement =>
    node instanceof HTMLDialogElement && node.hasAttribute("data-sheet");
  for (const opener of Array.from(doc.querySelectorAll("[data-sheet-open]"))) opener.setAttribute("aria-expanded", "false");
  const openerOf = (sheet: HTMLDialogElement) => doc.querySelector<HTMLElement>(`[data-sheet-open="${sheet.id}"]`);
  const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

  // A sheet is painted open before it is made modal. showModal() makes every other element of the
  // page inert, and restyling them all is most of the work of the frame that answers the tap (on
  // the home page, 20-30 ms on a desktop CPU, four times that on a mid-range phone). So the tap
  // opens the sheet non-modal (it covers the viewport and traps Tab and Escape itself, below),
  // and right after that frame it is reopened modal: in the top layer, the page inert. Nothing is
  // restyled in between, so its entry transition goes on where it was.
  const makeModal = (sheet: HTMLDialogElement) => {
    if (!sheet.open || sheet.matches(":modal") || sheet.dataset.state !== "open") return;
    const focused = doc.activeElement instanceof HTMLElement && sheet.contains(doc.activeElement) ? doc.activeElement : null;
    const field = focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement ? focused : null;
    const selection = field && ([field.selectionStart, field.selectionEnd, field.selectionDirection] as const);
    // With focus outside it, closing a non-modal dialog moves focus nowhere (and so forces no
    // style update before it reopens).
    focused?.blur();
    sheet.close();
    sheet.showModal();
    focused?.focus({ preventScroll: true });
    // What the visitor has typed so far stays as it was, caret included.
    if (field && selection && selection[0] !== null && selection[1] !== null) field.setSelectionRange(selection[0], selection[1], selection[2] ?? undefined);
  };
  const open = (sheet: HTMLDialogElement) => {
    if (sheet.open) return;
    sheet.show();
    sheet.dataset.state = "open";
    openerOf(sheet)?.setAttribute("aria-expanded", "true");
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
  // The Search link becomes a button that imports the dialog's code on first intent and opens it.
  const search = doc.querySelector<HTMLElement>("[data-search-src]");
  let searchDialog: Promise<HTMLDialogElement> | null = null;
  // Keys typed between asking for search and its first opening, handed to its field.
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
        open(dialog);
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
  if (search) {
    const attributes = { role: "button", "aria-haspopup": "dialog", "aria-expanded": "false", "aria-keyshortcuts": "/ Control+K Meta+K", "data-sheet-open": "site-search" };
    for (const [name, value] of Object.entries(attributes)) search.setAttribute(name, value);
    const intent = () => loadSearch(search).catch(() => {});
    search.addEventListener("pointerenter", intent);
    search.addEventListener("focus", intent);
    doc.addEventListener("keydown", (event) => {
      const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
      if (typedEarly !== null && plain && event.key.length === 1) {
        event.preventDefault();
        typedEarly += event.key;
        return;
      }
      const target = event.target as HTMLElement;
      const typing = target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
      const shortcut =
        (!plain && !event.altKey && event.key.toLowerCase() === "k") ||
        (plain && event.key === "/" && !typing) ||
        // A button answers to Space as well as Enter.
        (target === search && event.key === " ");
      if (!shortcut || doc.querySelector("dialog[open]")) return;
      event.preventDefault();
      openSearch(search);
    });
  }

  doc.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (search && target.closest("[data-search-src]") === search) {
      event.preventDefault();
      openSearch(search);
      return;
    }
    const opener = target.closest("[data-sheet-open]");
    if (opener) {
      const sheet = doc.getElementById(opener.getAttribute("data-sheet-open") ?? "");
      // Not as the popover it is without JavaScript: as a modal sheet.
      event.preventDefault();
      if (isSheet(sheet)) open(sheet);
      return;
    }
    const sheet = target.closest("dialog");
    if (!isSheet(sheet) || !sheet.open) return;
    // The backdrop (a click on the dialog itself), a close button, or a link followed.
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

/** The script's text: the function above called with its settings. */
export function pageScript(): string {
  return `(${pageBehaviour.toString()})(${SHEET_EXIT_MS});`;
}

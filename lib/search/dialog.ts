/**
 * The search dialog, bundled on its own (app/search/search.js) and imported by the page script on
 * first intent. Opening, closing and focus are the page script's, as for every `data-sheet`.
 */
import type MiniSearch from "minisearch";
import { SHEET_DIALOG_CLASSES } from "../../components/ui/sheet-dialog";
import { loadSearchIndex } from "./load";
import type { CommonCopy } from "../content/page-schema";
import { fillTemplate } from "../format";
import { MAX_RESULTS, MIN_QUERY_LENGTH, SEARCH_INDEX_PATH, type SearchDocument, type StoredFields } from "./options";
import type { Compact } from "./serial";

/** Written in by app/search/search.js when it bundles this module, so no page carries the words before search is used. */
declare const SEARCH_COPY: CommonCopy["search"];
const copy = SEARCH_COPY;

const DIALOG_ID = "site-search";
const LIST_ID = `${DIALOG_ID}-results`;

type Result = StoredFields & { id: string; terms: string[] };

const SEARCH_ICON =
  '<svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-5 shrink-0 text-ink-muted"><circle cx="11" cy="11" r="8"/><path d="m21 21-4.3-4.3"/></svg>';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}, text?: string) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

function highlighted(text: string, terms: string[]): DocumentFragment {
  const fragment = document.createDocumentFragment();
  const prefixes = terms.map((term) => term.toLowerCase()).filter((term) => term.length > 1);
  for (const part of text.split(/(\s+)/)) {
    const word = part
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/^[^a-z0-9]+/, "");
    if (word && prefixes.some((term) => word.startsWith(term))) {
      fragment.append(element("mark", { class: "rounded-sm bg-brand-100 px-0.5 text-ink" }, part));
    } else fragment.append(part);
  }
  return fragment;
}

function buildDialog(): { dialog: HTMLDialogElement; input: HTMLInputElement; list: HTMLUListElement; status: HTMLElement } {
  const dialog = element("dialog", {
    id: DIALOG_ID,
    "data-sheet": "",
    "data-state": "closed",
    "aria-labelledby": `${DIALOG_ID}-title`,
    class: SHEET_DIALOG_CLASSES,
  }) as HTMLDialogElement;
  const panel = element("div", {
    class:
      "mx-auto mt-[max(1rem,10vh)] flex max-h-[min(40rem,80vh)] w-[min(42rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl bg-white shadow-lift opacity-0 translate-y-2 transition duration-200 ease-out motion-reduce:transition-none group-data-[state=open]/sheet:translate-y-0 group-data-[state=open]/sheet:opacity-100 group-data-[state=open]/sheet:starting:translate-y-2 group-data-[state=open]/sheet:starting:opacity-0",
  });
  const title = element("h2", { id: `${DIALOG_ID}-title`, class: "sr-only" }, copy.title);
  const bar = element("div", { class: "flex items-center gap-3 border-b border-surface-line px-5" });
  bar.insertAdjacentHTML("afterbegin", SEARCH_ICON);
  const input = element("input", {
    type: "search",
    role: "combobox",
    "aria-label": copy.title,
    "aria-autocomplete": "list",
    "aria-expanded": "false",
    "aria-controls": LIST_ID,
    autocomplete: "off",
    spellcheck: "false",
    enterkeyhint: "go",
    placeholder: copy.title,
    class: "h-16 min-w-0 flex-1 bg-transparent text-base text-ink outline-none placeholder:text-ink-muted sm:text-lg [&::-webkit-search-cancel-button]:hidden",
  }) as HTMLInputElement;
  const close = element("button", {
    type: "button",
    "data-sheet-close": "",
    class: "inline-flex min-h-9 items-center rounded-md border border-surface-line px-2.5 text-xs font-semibold text-ink-muted hover:bg-surface hover:text-ink",
  });
  close.append(element("span", { "aria-hidden": "true" }, copy.keys.escape), element("span", { class: "sr-only" }, copy.close));
  bar.append(input, close);
  const status = element("p", { role: "status", class: "px-5 pt-4 pb-2 text-sm text-ink-muted" });
  const list = element("ul", { id: LIST_ID, role: "listbox", "aria-label": copy.resultsLabel, class: "overflow-y-auto px-2 pb-3 empty:hidden" }) as HTMLUListElement;
  const footer = element("p", { class: "hidden border-t border-surface-line bg-surface px-5 py-3 text-xs text-ink-muted sm:block" });
  const key = (name: string) => element("kbd", { class: "font-sans font-semibold" }, name);
  const { keys } = copy;
  footer.append(key("↑"), " ", key("↓"), ` ${keys.move} · `, key(keys.enter), ` ${keys.open} · `, key(keys.escape), ` ${keys.close}`);
  panel.append(title, bar, status, list, footer);
  dialog.append(panel);
  return { dialog, input, list, status };
}

/** The index is fetched when the dialog first gets focus, that is when it first opens. */
export function mount(opener: HTMLElement, indexUrl = SEARCH_INDEX_PATH): HTMLDialogElement {
  const existing = document.getElementById(DIALOG_ID);
  if (existing instanceof HTMLDialogElement) return existing;

  const { dialog, input, list, status } = buildDialog();
  let index: Promise<MiniSearch<SearchDocument>> | null = null;
  let results: Result[] = [];
  let active = -1;
  let query = "";

  const hint = copy.hint;
  status.textContent = hint;

  const loadIndex = () =>
    (index ??= fetch(indexUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        return response.json() as Promise<Compact>;
      })
      .then(loadSearchIndex)
      .catch((error: unknown) => {
        index = null;
        throw error;
      }));

  const setActive = (next: number) => {
    active = next;
    list.querySelectorAll<HTMLElement>("[role=option]").forEach((option, position) => {
      const selected = position === active;
      option.setAttribute("aria-selected", String(selected));
      if (selected) option.scrollIntoView({ block: "nearest" });
    });
    if (active >= 0) input.setAttribute("aria-activedescendant", `${LIST_ID}-${active}`);
    else input.removeAttribute("aria-activedescendant");
  };

  const render = () => {
    list.replaceChildren(
      ...results.map((result, position) => {
        const option = element("li", {
          id: `${LIST_ID}-${position}`,
          role: "option",
          "aria-selected": "false",
          "data-href": result.id,
          class:
            "group/option block cursor-pointer rounded-xl px-3 py-3 aria-selected:bg-brand-50 hover:bg-surface aria-selected:hover:bg-brand-50",
        });
        const meta = element("span", { class: "block text-xs font-semibold uppercase tracking-[0.12em] text-brand-700" }, `${copy.kinds[result.kind]} · ${result.topic}`);
        const name = element("span", { class: "mt-1 block font-semibold leading-6 text-ink" });
        name.append(highlighted(result.title, result.terms));
        const snippet = element("span", { class: "mt-1 line-clamp-2 block text-sm leading-6 text-ink-soft" });
        snippet.append(highlighted(result.excerpt, result.terms));
        option.append(meta, name, snippet);
        return option;
      }),
    );
    input.setAttribute("aria-expanded", String(results.length > 0));
    setActive(results.length > 0 ? 0 : -1);
  };

  const search = async () => {
    const text = input.value.trim();
    query = text;
    if (text.length < MIN_QUERY_LENGTH) {
      results = [];
      status.textContent = hint;
      render();
      return;
    }
    let engine: MiniSearch<SearchDocument>;
    try {
      if (!index) status.textContent = copy.loading;
      engine = await loadIndex();
    } catch {
      status.textContent = copy.unavailable;
      return;
    }
    if (query !== text) return; // A later keystroke has taken over.
    results = engine.search(text).slice(0, MAX_RESULTS) as unknown as Result[];
    const count = results.length === 0 ? copy.noResults : results.length === MAX_RESULTS ? copy.topResults : results.length === 1 ? copy.oneResult : copy.results;
    status.textContent = fillTemplate(count, { count: results.length, query: text });
    render();
    dialog.dataset.resultsFor = text;
  };

  const go = (position: number) => {
    const href = results[position]?.id;
    if (href) window.location.assign(href);
  };

  input.addEventListener("focus", () => void loadIndex().catch(() => {}));
  input.addEventListener("input", () => void search());
  input.addEventListener("keydown", (event) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (results.length === 0) return;
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((active + step + results.length) % results.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      go(active);
    } else if (event.key === "Escape" && !event.isComposing) {
      // WebKit's search field keeps Escape to itself, so the field asks for the close in every browser.
      event.preventDefault();
      dialog.dispatchEvent(new Event("cancel", { cancelable: true }));
    }
  });
  list.addEventListener("click", (event) => {
    const option = event.target instanceof Element ? event.target.closest<HTMLElement>("[role=option]") : null;
    if (option) go(Array.from(list.children).indexOf(option));
  });
  list.addEventListener("mousemove", (event) => {
    const option = event.target instanceof Element ? event.target.closest<HTMLElement>("[role=option]") : null;
    const position = option ? Array.from(list.children).indexOf(option) : -1;
    if (position >= 0 && position !== active) setActive(position);
  });
  // Selected, so typing replaces what was typed last.
  dialog.addEventListener("focusin", (event) => event.target === input && input.select());

  document.body.append(dialog);
  opener.setAttribute("aria-controls", DIALOG_ID);
  return dialog;
}

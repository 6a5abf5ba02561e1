/**
 * A sheet dialog's own classes, shared with the search dialog (lib/search/dialog.ts imports this
 * module alone, so its bundle stays small). The dialog covers the viewport and is its own
 * backdrop: it opens non-modal for its first frame (components/layout/page-script.tsx), when it
 * has no ::backdrop, so the dimming is its background, faded in from transparent
 * (@starting-style) and out while it closes. z-50 keeps it over the header until it is modal and
 * in the top layer.
 */
export const SHEET_DIALOG_CLASSES =
  "group/sheet fixed inset-0 z-50 m-0 h-full max-h-none w-full max-w-none overflow-visible p-0 bg-transparent backdrop:bg-transparent transition-colors duration-300 motion-reduce:transition-none data-[state=open]:bg-night/50 data-[state=open]:starting:bg-transparent";

/**
 * A sheet dialog's classes (the look is `.sheet` in app/globals.css), shared with the search
 * dialog: lib/search/dialog.ts imports this module alone, so its bundle stays small.
 */
export const SHEET_DIALOG_CLASSES = "group/sheet sheet";

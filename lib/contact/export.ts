import { interestLabel } from "./copy";
import type { StoredInquiry } from "./store";

export type ExportRecord = {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  company: string;
  interest: string;
  message: string;
  deliveryStatus: string;
  deliveryAttempts: number;
  deliveredAt: string | null;
};

export function toExportRecord(inquiry: StoredInquiry): ExportRecord {
  return {
    id: inquiry.id,
    createdAt: inquiry.createdAt,
    name: inquiry.name,
    email: inquiry.email,
    company: inquiry.company,
    interest: inquiry.interest,
    message: inquiry.message,
    deliveryStatus: inquiry.delivery.status,
    deliveryAttempts: inquiry.delivery.attempts,
    deliveredAt: inquiry.delivery.deliveredAt,
  };
}

const UNSAFE_FOR_TERMINAL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** Every control character written out visibly, so nothing printed can act on a staff terminal. */
export function escapeControls(text: string, keep = ""): string {
  return text.replace(UNSAFE_FOR_TERMINAL, (char) => {
    if (keep.includes(char)) return char;
    const code = char.charCodeAt(0);
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}

/** Controls JSON leaves raw (C1, bidi) are escaped too. */
export function jsonLines(records: readonly object[]): string {
  return records
    .map((record) => JSON.stringify(record).replace(UNSAFE_FOR_TERMINAL, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`) + "\n")
    .join("");
}

export function toJsonLines(inquiries: StoredInquiry[]): string {
  return jsonLines(inquiries.map(toExportRecord));
}

/**
 * Cells a spreadsheet would run as a formula get an apostrophe, so a visitor's text cannot execute on
 * staff machines; for a terminal, control characters are shown escaped.
 */
export function csv<R extends object>(
  columns: readonly (keyof R & string)[],
  records: readonly R[],
  { terminal = false }: { terminal?: boolean } = {},
): string {
  const cell = (value: unknown) => {
    let text = value === null || value === undefined ? "" : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    if (terminal) text = escapeControls(text, "\n");
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const rows = records.map((record) => columns.map((column) => cell(record[column])).join(","));
  return [columns.join(","), ...rows].join("\r\n") + "\r\n";
}

export function toCsv(inquiries: StoredInquiry[], options: { terminal?: boolean } = {}): string {
  return csv<ExportRecord>(
    ["id", "createdAt", "name", "email", "company", "interest", "message", "deliveryStatus", "deliveryAttempts", "deliveredAt"],
    inquiries.map(toExportRecord),
    options,
  );
}

function fit(text: string, width: number): string {
  const flat = escapeControls(text.replace(/[ \t\r\n\u2028\u2029]+/g, " "));
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat.padEnd(width);
}

export function table(header: readonly string[], widths: readonly number[], rows: readonly string[][]): string {
  const line = (cells: readonly string[]) => cells.map((cell, index) => fit(cell, widths[index] ?? 12)).join("  ").trimEnd();
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n") + "\n";
}

export function toTable(inquiries: StoredInquiry[]): string {
  if (inquiries.length === 0) return "No inquiries yet.\n";
  return table(
    ["Received (UTC)", "Name", "Company", "Email", "Interest", "Delivery", "Id"],
    [17, 22, 22, 28, 24, 12, 36],
    inquiries.map((inquiry) => [
      inquiry.createdAt.slice(0, 16).replace("T", " "),
      inquiry.name,
      inquiry.company,
      inquiry.email,
      interestLabel(inquiry.interest),
      inquiry.delivery.status === "pending" && inquiry.delivery.attempts > 0
        ? `retrying (${inquiry.delivery.attempts})`
        : inquiry.delivery.status,
      inquiry.id,
    ]),
  );
}

import { interestLabel } from "./schema";
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

/** One JSON object per line. */
export function toJsonLines(inquiries: StoredInquiry[]): string {
  return inquiries.map((inquiry) => JSON.stringify(toExportRecord(inquiry)) + "\n").join("");
}

/**
 * RFC 4180 CSV. Cells a spreadsheet would run as a formula (starting with = + - @ or a control
 * character) are prefixed with an apostrophe, so a visitor's text cannot execute on staff machines.
 */
export function toCsv(inquiries: StoredInquiry[]): string {
  const columns: (keyof ExportRecord)[] = [
    "id",
    "createdAt",
    "name",
    "email",
    "company",
    "interest",
    "message",
    "deliveryStatus",
    "deliveryAttempts",
    "deliveredAt",
  ];
  const cell = (value: unknown) => {
    let text = value === null || value === undefined ? "" : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const rows = inquiries.map((inquiry) => {
    const record = toExportRecord(inquiry);
    return columns.map((column) => cell(record[column])).join(",");
  });
  return [columns.join(","), ...rows].join("\r\n") + "\r\n";
}

function fit(text: string, width: number): string {
  const flat = text.replace(/\s+/g, " ");
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat.padEnd(width);
}

/** A table for the terminal, newest first. */
export function toTable(inquiries: StoredInquiry[]): string {
  if (inquiries.length === 0) return "No inquiries yet.\n";
  const header = ["Received (UTC)", "Name", "Company", "Email", "Interest", "Delivery", "Id"];
  const widths = [17, 22, 22, 28, 24, 12, 36];
  const line = (cells: string[]) => cells.map((cell, index) => fit(cell, widths[index] ?? 12)).join("  ").trimEnd();
  const rows = inquiries.map((inquiry) =>
    line([
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
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows].join("\n") + "\n";
}

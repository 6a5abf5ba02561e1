import { toCsv, toJsonLines, toTable } from "./export";
import { toStoredInquiry, type InquiryRow, type StoredInquiry } from "./store";

const inquiry = (overrides: Partial<StoredInquiry> = {}): StoredInquiry => ({
  id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
  createdAt: "2026-04-02T08:15:00.000Z",
  name: "Dana Whitfield",
  email: "dana@example.com",
  company: "Calder Ridge, Inc.",
  interest: "ai-strategy",
  message: 'Line one\nShe said "hi"',
  delivery: { status: "delivered", attempts: 1, nextAttemptAt: null, deliveredAt: "2026-04-02T08:15:02.000Z", lastError: null },
  ...overrides,
});

describe("exports", () => {
  it("writes one JSON object per line with the delivery status", () => {
    const lines = toJsonLines([inquiry(), inquiry({ id: "second" })]).trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    const { delivery: _delivery, ...fields } = inquiry();
    expect(JSON.parse(lines[0]!)).toEqual({
      ...fields,
      deliveryStatus: "delivered",
      deliveryAttempts: 1,
      deliveredAt: "2026-04-02T08:15:02.000Z",
    });
  });

  it("quotes CSV cells with commas, quotes and line breaks", () => {
    const csv = toCsv([inquiry()]);
    const [header, row] = csv.split("\r\n");
    expect(header).toBe("id,createdAt,name,email,company,interest,message,deliveryStatus,deliveryAttempts,deliveredAt");
    expect(csv).toContain('"Calder Ridge, Inc."');
    expect(csv).toContain('"Line one\nShe said ""hi"""');
    expect(row?.startsWith("7c9e6679")).toBe(true);
  });

  it("defuses spreadsheet formulas in CSV cells", () => {
    const csv = toCsv([inquiry({ name: "=HYPERLINK(\"http://x\")", company: "+1 evil", message: "@SUM(A1)" })]);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv).toContain("'+1 evil");
    expect(csv).toContain("'@SUM(A1)");
  });

  it("lays out a readable table", () => {
    const table = toTable([inquiry(), inquiry({ delivery: { ...inquiry().delivery, status: "pending", attempts: 3 } })]);
    const lines = table.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^Received \(UTC\)\s+Name\s+Company\s+Email\s+Interest\s+Delivery\s+Id$/);
    expect(lines[2]).toContain("2026-04-02 08:15");
    expect(lines[2]).toContain("AI Strategy & Consulting");
    expect(lines[3]).toContain("retrying (3)");
    expect(toTable([])).toBe("No inquiries yet.\n");
  });

  it("shows control characters in stored text visibly escaped, in the table and in JSON", () => {
    const hostile = inquiry({
      name: "Eve\u001b]0;pwned\u0007\u001b[2J",
      company: "Acme\u202eevil\u009b",
      email: "eve\u2066@example.com",
      message: "Hi\u001b[31m red\ufeff",
    });
    const table = toTable([hostile]);
    expect(table).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufeff]/);
    expect(table).toContain("Eve\\x1b]0;pwned\\x07");
    expect(table).toContain("Acme\\u202eevil\\x9b");
    const json = toJsonLines([hostile]);
    expect(json).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufeff]/);
    expect(JSON.parse(json).company).toBe(hostile.company);
  });

  it("escapes control characters in CSV for a terminal, and keeps the file's CSV exact", () => {
    const typed = inquiry({ name: "Eve\u001b]0;pwned\u0007", message: "Hi\rOverwritten\nsecond line\u202e" });
    const exact = toCsv([typed]);
    expect(exact).toContain("Hi\rOverwritten\nsecond line\u202e");
    const shown = toCsv([typed], { terminal: true });
    expect(shown).not.toMatch(/[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufeff]/);
    expect(shown).not.toMatch(/[^\n]\r(?!\n)/);
    expect(shown).toContain("Eve\\x1b]0;pwned\\x07");
    expect(shown).toContain('"Hi\\x0dOverwritten\nsecond line\\u202e"');
    expect(shown.split("\r\n")[0]).toBe(exact.split("\r\n")[0]);
  });

  it("lists and exports rows the current code would not write, showing what is stored", () => {
    const row: InquiryRow = {
      id: "legacy-1",
      created_at: "last Tuesday",
      name: "Retired Option",
      email: "old@example.com",
      company: "Legacy Co",
      interest: "data-strategy",
      message: "Written before the interests changed.",
      status: "pending",
      attempts: "2",
      next_attempt_at: "soon",
      delivered_at: null,
      last_error: null,
    };
    const stored = toStoredInquiry(row);
    expect(stored).toMatchObject({ createdAt: "last Tuesday", interest: "data-strategy", delivery: { nextAttemptAt: "soon", attempts: 2 } });
    expect(toTable([stored])).toContain("data-strategy");
    expect(JSON.parse(toJsonLines([stored])).interest).toBe("data-strategy");
    expect(toCsv([stored])).toContain(",data-strategy,");
  });
});

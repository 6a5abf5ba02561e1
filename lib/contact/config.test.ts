import { ConfigError, DEFAULT_DATABASE_URL, readContactConfig, sqlitePath } from "./config";

describe("readContactConfig", () => {
  it("defaults to a SQLite file, 5 submissions per 10 minutes, no mail", () => {
    const config = readContactConfig({});
    expect(config.databaseUrl).toBe(DEFAULT_DATABASE_URL);
    expect(config.rateLimit).toBe(5);
    expect(config.rateWindowMs).toBe(600_000);
    expect(config.trustProxy).toBe(0);
    expect(config.smtp).toBeNull();
    expect(config.maxBodyBytes).toBe(32 * 1024);
    expect([...config.allowedOrigins]).toEqual(["http://localhost:3000"]);
  });

  it("allows SITE_URL's origin and each listed extra origin", () => {
    const config = readContactConfig({
      SITE_URL: "https://www.arcforge.consulting/",
      CONTACT_ALLOWED_ORIGINS: "https://arcforge.consulting, https://preview.arcforge.consulting/path",
    });
    expect([...config.allowedOrigins].sort()).toEqual([
      "https://arcforge.consulting",
      "https://preview.arcforge.consulting",
      "https://www.arcforge.consulting",
    ]);
  });

  it("reads the limits, proxy trust, PostgreSQL and SMTP settings", () => {
    const config = readContactConfig({
      DATABASE_URL: "postgres://user:secret@db.internal:5432/site",
      CONTACT_RATE_LIMIT: "0",
      CONTACT_RATE_WINDOW_S: "60",
      TRUST_PROXY: "1",
      SMTP_URL: "smtps://user:pass@smtp.example.com:465",
      CONTACT_TO: "inquiries@arcforge.consulting",
      CONTACT_FROM: "Arcforge Website <website@arcforge.consulting>",
    });
    expect(config.databaseUrl).toMatch(/^postgres:/);
    expect(config.rateLimit).toBe(0);
    expect(config.rateWindowMs).toBe(60_000);
    expect(config.trustProxy).toBe(1);
    expect(readContactConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(() => readContactConfig({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY must be a whole number/);
    expect(config.smtp).toEqual({
      url: "smtps://user:pass@smtp.example.com:465",
      to: "inquiries@arcforge.consulting",
      from: "Arcforge Website <website@arcforge.consulting>",
    });
  });

  it.each([
    [{ DATABASE_URL: "mysql://db/site" }, /DATABASE_URL/],
    [{ CONTACT_RATE_LIMIT: "five" }, /CONTACT_RATE_LIMIT must be a whole number/],
    [{ CONTACT_RATE_WINDOW_S: "0" }, /CONTACT_RATE_WINDOW_S must be a whole number of at least 1/],
    [{ CONTACT_ALLOWED_ORIGINS: "not a url" }, /CONTACT_ALLOWED_ORIGINS/],
    [{ SMTP_URL: "http://mail" }, /SMTP_URL must start with smtp/],
    [{ SMTP_URL: "smtp://mail", CONTACT_FROM: "a@b.co" }, /CONTACT_TO must be an e-mail address/],
    [{ SMTP_URL: "smtp://mail", CONTACT_TO: "a@b.co", CONTACT_FROM: "nobody" }, /CONTACT_FROM must be an e-mail address/],
  ])("rejects %j with a clear message", (env, message) => {
    expect(() => readContactConfig(env)).toThrow(ConfigError);
    expect(() => readContactConfig(env)).toThrow(message);
  });
});

describe("booking settings", () => {
  it("default to a key kept in the database, no call details and no external scheduler", () => {
    expect(readContactConfig({}).booking).toEqual({ secret: null, calendarKey: null, meetingUrl: null, dialIn: null, handoff: null });
  });

  it("read the signing key, the calendar key, how to join and the scheduler", () => {
    const booking = readContactConfig({
      BOOKING_SECRET: "k".repeat(48),
      BOOKING_CALENDAR_KEY: "staff-calendar-0123456789",
      BOOKING_MEETING_URL: "https://meet.example.com/arcforge",
      BOOKING_DIAL_IN: "+1 302 555 0140, PIN 4821",
      BOOKING_SCHEDULER_URL: "https://cal.example.com/arcforge/strategy",
      BOOKING_SCHEDULER_EMBED: "1",
    }).booking;
    expect(booking).toEqual({
      secret: "k".repeat(48),
      calendarKey: "staff-calendar-0123456789",
      meetingUrl: "https://meet.example.com/arcforge",
      dialIn: "+1 302 555 0140, PIN 4821",
      handoff: { url: "https://cal.example.com/arcforge/strategy", origin: "https://cal.example.com", embed: true },
    });
  });

  it.each([
    [{ BOOKING_SECRET: "too-short" }, /BOOKING_SECRET must be at least 32 letters/],
    [{ BOOKING_SECRET: `${"k".repeat(40)} with spaces` }, /BOOKING_SECRET must be at least 32/],
    [{ BOOKING_CALENDAR_KEY: "short" }, /BOOKING_CALENDAR_KEY must be at least 24/],
    [{ BOOKING_MEETING_URL: "http://meet.example.com" }, /BOOKING_MEETING_URL must be an https:\/\/ address/],
    [{ BOOKING_DIAL_IN: "line one\nline two" }, /BOOKING_DIAL_IN must be one line/],
    [{ BOOKING_SCHEDULER_URL: "calendly" }, /BOOKING_SCHEDULER_URL must be the scheduler's https:\/\/ address/],
    [{ BOOKING_SCHEDULER_URL: "http://cal.example.com" }, /BOOKING_SCHEDULER_URL must use https/],
    [{ BOOKING_SCHEDULER_URL: "https://cal.example.com", BOOKING_SCHEDULER_EMBED: "yes" }, /BOOKING_SCHEDULER_EMBED must be 1 or 0/],
  ])("rejects %j with a clear message", (env, message) => {
    expect(() => readContactConfig(env)).toThrow(ConfigError);
    expect(() => readContactConfig(env)).toThrow(message);
  });
});

describe("sqlitePath", () => {
  it("resolves relative and absolute file URLs", () => {
    expect(sqlitePath("file:./data/inquiries.db")).toBe(`${process.cwd()}/data/inquiries.db`);
    expect(sqlitePath("file:/var/lib/site/inquiries.db")).toBe("/var/lib/site/inquiries.db");
    expect(sqlitePath("file:///var/lib/site/inquiries.db")).toBe("/var/lib/site/inquiries.db");
  });
});

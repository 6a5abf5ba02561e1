import { getCommonCopy } from "@/lib/content/pages";
import { contactMessagesFrom, createContactSchema, fieldErrors, interestValues } from "./schema";

// The rules with the editor's messages, as the server and the form build them.
const contactMessages = contactMessagesFrom(getCommonCopy().contactForm.messages);
const contactSchema = createContactSchema(getCommonCopy().contactForm.messages);

const valid = {
  name: "Dana Whitfield",
  email: "dana@example.com",
  company: "Calder Ridge",
  interest: "digital-transformation",
  message: "Please call me about our roadmap.",
};

describe("contactSchema", () => {
  it("accepts exactly the five interest values the API stores, whatever their labels say", () => {
    expect(interestValues).toEqual(["ai-strategy", "ai-solutions", "program-management", "digital-transformation", "other"]);
    for (const interest of interestValues) expect(contactSchema.safeParse({ ...valid, interest }).success).toBe(true);
    const relabelled = createContactSchema({ ...getCommonCopy().contactForm.messages, interest: "Pick one, please" });
    expect(relabelled.safeParse({ ...valid, interest: "AI Strategy & Consulting" }).success).toBe(false);
  });

  it("answers with the messages it is given, the limits filled in", () => {
    const messages = { ...getCommonCopy().contactForm.messages, name: "At least {min} letters, please", nameTooLong: "At most {max} letters" };
    const schema = createContactSchema(messages);
    const short = schema.safeParse({ ...valid, name: "A" });
    expect(short.success || fieldErrors(short.error)).toEqual({ name: "At least 2 letters, please" });
    const long = schema.safeParse({ ...valid, name: "A".repeat(101) });
    expect(long.success || fieldErrors(long.error)).toEqual({ name: "At most 100 letters" });
    expect(contactMessages.messageTooLong).toBe("Message must be at most 5000 characters");
    expect(contactMessages.message).toBe("Message must be at least 10 characters");
  });

  it("accepts the boundaries: 2-character name and company, 10-character message", () => {
    expect(contactSchema.safeParse({ ...valid, name: "Al", company: "IB", message: "0123456789" }).success).toBe(true);
  });

  it.each([
    ["name", "A", contactMessages.name],
    ["name", "   A   ", contactMessages.name],
    ["email", "dana@", contactMessages.email],
    ["email", "dana example.com", contactMessages.email],
    ["company", "", contactMessages.company],
    ["interest", "", contactMessages.interest],
    ["interest", "consulting", contactMessages.interest],
    ["message", "too short", contactMessages.message],
    ["message", "         padded     ", contactMessages.message],
  ])("rejects %s=%j with '%s'", (field, value, message) => {
    const result = contactSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toEqual({ [field]: message });
  });

  it("trims what it keeps", () => {
    const result = contactSchema.parse({ ...valid, email: "  dana@example.com ", company: " Calder Ridge " });
    expect(result.email).toBe("dana@example.com");
    expect(result.company).toBe("Calder Ridge");
  });

  describe("invisible characters", () => {
    it.each([
      ["zero-width spaces", "\u200b\u200b\u200b"],
      ["Hangul fillers", "\u3164\u3164"],
      ["a halfwidth Hangul filler and a choseong filler", "\uffa0\u115f\u1160"],
      ["a letter padded with joiners and a word joiner", "A\u200d\u200c\u2060"],
      ["a soft hyphen and a letter", "\u00adB"],
      ["Braille blanks", "\u2800\u2800"],
      ["spaces between zero-width spaces", "\u200b  \u200b"],
      ["ideographic spaces between Hangul fillers", "\u3164\u3000\u3000\u3164"],
      ["combining marks alone", "\u0301\u0301"],
      ["a letter and combining marks", "e\u0301\u0308\u0323"],
      ["a letter and a no-break space between zero-width spaces", "\u200bA\u00a0\u200b"],
    ])("measures a name and a company of %s without them", (_, text) => {
      for (const field of ["name", "company"] as const) {
        const result = contactSchema.safeParse({ ...valid, [field]: text });
        expect(result.success).toBe(false);
        if (!result.success) expect(fieldErrors(result.error)).toEqual({ [field]: contactMessages[field] });
      }
    });

    it.each(["Al", "Jo Li", "Zoë", "Zoe\u0308", "李明", "O'Neil", "Đặng Thị", "ß4"])("accepts the real name %j", (name) => {
      expect(contactSchema.safeParse({ ...valid, name, company: name }).success).toBe(true);
    });

    it("keeps invisible characters between visible ones, and counts only the visible", () => {
      expect(contactSchema.parse({ ...valid, name: "Al\u200bi" }).name).toBe("Al\u200bi");
      expect(contactSchema.safeParse({ ...valid, company: "I\u200bB" }).success).toBe(true);
    });
  });

  describe("e-mail addresses (RFC 5321 and 1035)", () => {
    const label = (length: number) => "d".repeat(length);
    it("accepts a 64-character local part and 63-character labels", () => {
      expect(contactSchema.safeParse({ ...valid, email: `${"a".repeat(64)}@${label(63)}.example.com` }).success).toBe(true);
      expect(contactSchema.safeParse({ ...valid, email: "ada@ex-ample.co.uk" }).success).toBe(true);
    });

    it.each([
      ["a 65-character local part", `${"a".repeat(65)}@example.com`, "emailLocalPartTooLong"],
      ["a 64-character label", `ada@${label(64)}.com`, "emailDomainLabelTooLong"],
      ["a 70-character label", `ada@mail.${label(70)}.com`, "emailDomainLabelTooLong"],
      ["a label ending in a hyphen", "ada@example-.com", "emailDomainHyphen"],
      ["a label starting with a hyphen", "ada@-example.com", "emailDomainHyphen"],
      ["an inner label ending in a hyphen", "ada@mail-.example.com", "emailDomainHyphen"],
    ] as const)("rejects %s with its own message", (_, email, message) => {
      const result = contactSchema.safeParse({ ...valid, email });
      expect(result.success).toBe(false);
      if (!result.success) expect(fieldErrors(result.error)).toEqual({ email: contactMessages[message] });
    });

    it("says which limit the address broke", () => {
      expect(contactMessages.emailLocalPartTooLong).toContain("64");
      expect(contactMessages.emailDomainLabelTooLong).toContain("63");
      expect(new Set([contactMessages.email, contactMessages.emailLocalPartTooLong, contactMessages.emailDomainLabelTooLong, contactMessages.emailDomainHyphen]).size).toBe(4);
    });
  });

  describe("clean text", () => {
    const hostile: [string, string][] = [
      ["an escape sequence", "Dana \u001b[2J\u001b[31mWhitfield"],
      ["a C0 control", "Dana \u0007Whitfield"],
      ["DEL", "Dana \u007fWhitfield"],
      ["a C1 control (CSI)", "Dana \u009b31mWhitfield"],
      ["a right-to-left override", "Dana \u202eeltiW"],
      ["a left-to-right embedding", "Dana \u202aWhitfield"],
      ["a bidi isolate", "Dana \u2066Whitfield\u2069"],
      ["a byte order mark", "\ufeffDana Whitfield"],
      ["a tab in a single-line field", "Dana\tWhitfield"],
    ];

    it.each(hostile)("rejects %s in the name, company and message with the field's message", (_, text) => {
      for (const field of ["name", "company"] as const) {
        const result = contactSchema.safeParse({ ...valid, [field]: text });
        expect(result.success).toBe(false);
        if (!result.success) expect(fieldErrors(result.error)).toEqual({ [field]: contactMessages.invalidCharacters });
      }
      if (!text.includes("\t")) {
        const result = contactSchema.safeParse({ ...valid, message: `${text}, please call me back.` });
        expect(result.success).toBe(false);
        if (!result.success) expect(fieldErrors(result.error)).toEqual({ message: contactMessages.invalidCharacters });
      }
    });

    it("rejects controls in the e-mail address with the address's message", () => {
      for (const email of ["dana\u202e@example.com", "da\u001bna@example.com", "\ufeffdana@example.com"]) {
        const result = contactSchema.safeParse({ ...valid, email });
        expect(result.success).toBe(false);
        if (!result.success) expect(fieldErrors(result.error)).toEqual({ email: contactMessages.email });
      }
    });

    it("keeps line breaks and tabs in the message", () => {
      const message = "Line one\r\nLine two\nColumns:\tA\tB";
      expect(contactSchema.parse({ ...valid, message }).message).toBe(message);
    });

    it("keeps the joiners real names and emoji need", () => {
      const name = "Mehr\u200cdad \u{1F469}\u200d\u{1F4BB}";
      expect(contactSchema.parse({ ...valid, name }).name).toBe(name);
    });

    it("stores every field in NFC", () => {
      const decomposed = "Jose\u0301 Nun\u0303ez";
      const parsed = contactSchema.parse({ ...valid, name: decomposed, company: `Cafe\u0301 ${decomposed}`, message: `Bonjour de ${decomposed}!` });
      expect(parsed.name).toBe("Jos\u00e9 Nu\u00f1ez");
      expect(parsed.company).toBe("Caf\u00e9 Jos\u00e9 Nu\u00f1ez");
      expect(parsed.message).toBe("Bonjour de Jos\u00e9 Nu\u00f1ez!");
    });
  });
});
